/**
 * The floors: a bare relay doing the same fan-out as a vote, with nothing else (no session, no
 * database, no rules). Run as its own process: `relay.ts ws|socket.io PORT`.
 *   join {room}        → the connection is in the room; acknowledged
 *   cmd {room, from}   → {from} to everyone else in the room; acknowledged
 *   round {room, kind} → {kind} to everyone else in the room (a reveal or a new round); acknowledged
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { WebSocketServer, type WebSocket } from 'ws';

export type RelayKind = 'ws' | 'socket.io';

const [kind, port] = process.argv.slice(2) as [RelayKind, string];

// Answers the harness's readiness check; the relays live on the same port.
const http = createServer((request, response) => {
  response.writeHead(request.url === '/health' ? 200 : 404).end();
});

if (kind === 'socket.io') {
  const io = new Server(http, { transports: ['websocket'] });
  io.on('connection', (socket) => {
    socket.on('join', (room: string, ack: () => void) => {
      void socket.join(room);
      ack();
    });
    socket.on('cmd', (message: { room: string; from: string }, ack: (answer: unknown) => void) => {
      socket.to(message.room).emit('evt', { from: message.from });
      ack({ ok: true });
    });
    socket.on('round', (message: { room: string; kind: string }, ack: (answer: unknown) => void) => {
      socket.to(message.room).emit('round', { kind: message.kind });
      ack({ ok: true });
    });
  });
} else {
  const rooms = new Map<string, Set<WebSocket>>();
  const wss = new WebSocketServer({ server: http });
  wss.on('connection', (socket) => {
    let joined: Set<WebSocket> | undefined;
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as {
        t: 'join' | 'cmd' | 'round';
        id: number;
        room: string;
        from?: string;
        kind?: string;
      };
      if (message.t === 'join') {
        joined = rooms.get(message.room) ?? new Set();
        rooms.set(message.room, joined);
        joined.add(socket);
      } else {
        const event = JSON.stringify(
          message.t === 'round' ? { t: 'round', kind: message.kind } : { t: 'evt', from: message.from },
        );
        for (const peer of joined ?? []) if (peer !== socket) peer.send(event);
      }
      socket.send(JSON.stringify({ t: 'ack', id: message.id }));
    });
    socket.on('close', () => joined?.delete(socket));
  });
}

http.listen(Number(port), '127.0.0.1');
