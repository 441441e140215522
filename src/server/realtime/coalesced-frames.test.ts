import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo, Socket as NetSocket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { coalesceFrames } from './coalesced-frames';

/** Each write the server's TCP socket makes, as the number of chunks it carried (a frame is two or one). */
function recordWrites(socket: ServerSocket): number[] {
  const tcp = (socket.conn.transport as unknown as { socket: { _socket: NetSocket } }).socket
    ._socket as NetSocket & {
    _write(chunk: unknown, encoding: unknown, callback: unknown): void;
    _writev(chunks: unknown[], callback: unknown): void;
  };
  const writes: number[] = [];
  const write = tcp._write.bind(tcp);
  const writev = tcp._writev.bind(tcp);
  tcp._write = (chunk, encoding, callback) => {
    writes.push(1);
    write(chunk, encoding, callback);
  };
  tcp._writev = (chunks, callback) => {
    writes.push(chunks.length);
    writev(chunks, callback);
  };
  return writes;
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('frames coalesced per socket and turn', () => {
  let http: HttpServer;
  let io: Server;
  let client: Socket;
  let server: ServerSocket;
  const heard: string[] = [];

  beforeAll(async () => {
    http = createServer();
    io = new Server(http, { transports: ['websocket'] });
    coalesceFrames(io.engine);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const connected = new Promise<ServerSocket>((resolve) => io.once('connection', resolve));
    client = connect(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, {
      transports: ['websocket'],
      reconnection: false,
    });
    client.on('note', (text: string) => heard.push(text));
    server = await connected;
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
  });
  afterAll(async () => {
    client.close();
    await io.close();
  });

  const heardAll = async (count: number) => {
    while (heard.length < count) await turn();
  };

  it('sends what one turn emits, promise jobs included, in one write and in order', async () => {
    heard.length = 0;
    const writes = recordWrites(server);
    server.emit('note', 'one');
    io.to(server.id).emit('note', 'two');
    await Promise.resolve();
    server.emit('note', 'three');
    await heardAll(3);
    expect(heard).toEqual(['one', 'two', 'three']);
    expect(writes).toHaveLength(1);
  });

  it('sends what later turns emit as it comes', async () => {
    heard.length = 0;
    const writes = recordWrites(server);
    server.emit('note', 'one');
    await turn();
    server.emit('note', 'two');
    await heardAll(2);
    expect(heard).toEqual(['one', 'two']);
    expect(writes).toHaveLength(2);
  });
});
