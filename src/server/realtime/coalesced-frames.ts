import type { Socket as NetSocket } from 'node:net';
import type { BaseServer, Socket as EngineSocket, Transport } from 'engine.io';

/** What of an engine.io socket this reaches: its flush is private in the library's types. */
interface FlushingSocket {
  flush(): void;
}

/** A websocket transport holds its `ws` socket, which holds the TCP socket (private to `ws`). */
interface WebSocketTransport {
  socket?: { _socket?: NetSocket };
}

/**
 * Engine.io writes each packet as it is sent: a burst for one person (the votes committed together,
 * a join's change and its presence) cost one system call, one TCP segment and one wake-up of the
 * reader per packet, and on a busy server that was the larger part of its time. Here a socket's
 * packets of one turn wait in engine.io's own buffer until the turn's promise jobs are done, then
 * leave in one write: the order is kept and nothing waits for the next turn of the event loop.
 */
export function coalesceFrames(engine: BaseServer): void {
  engine.on('connection', (socket: EngineSocket) => {
    deferFlush(socket as unknown as FlushingSocket);
    corkBatches(socket.transport);
    // A connection that started on long-polling moves to a websocket.
    socket.on('upgrade', corkBatches);
  });
}

function deferFlush(socket: FlushingSocket): void {
  const flush = socket.flush.bind(socket);
  let scheduled = false;
  const flushNow = () => {
    scheduled = false;
    flush();
  };
  socket.flush = () => {
    if (scheduled) return;
    scheduled = true;
    process.nextTick(flushNow);
  };
}

/** Engine.io sends a batch packet by packet; corked, the TCP socket writes them all at once. */
function corkBatches(transport: Transport): void {
  const tcp = (transport as unknown as WebSocketTransport).socket?._socket;
  if (transport.name !== 'websocket' || typeof tcp?.cork !== 'function') return;
  const send = transport.send.bind(transport);
  transport.send = (packets) => {
    if (packets.length < 2) return send(packets);
    tcp.cork();
    try {
      send(packets);
    } finally {
      tcp.uncork();
    }
  };
}
