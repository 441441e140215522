import { io as connect, type Socket } from 'socket.io-client';
import {
  RETRO_COMMAND_EVENT,
  RETRO_EVENT,
  RETRO_PROTOCOL_VERSION,
} from '../../src/shared/protocol/retro-protocol';
import { percentile } from './report';

/** How long the retro's reveal may take to reach everyone before the run is called broken. */
const REVEAL_TIMEOUT_MS = 60_000;

/** One person at a retro, on the Socket.IO relay or on ours. */
export interface RetroBenchClient {
  join(retro: string): Promise<void>;
  /** Writes the `index`-th card; resolves on its acknowledgement. */
  card(retro: string, index: number): Promise<void>;
  /** The facilitator reveals every card; resolves on its acknowledgement. */
  reveal(retro: string): Promise<void>;
  /** Resolves when this person has the reveal. */
  revealed(): Promise<void>;
  close(): void;
}

export interface RetroOptions {
  people: number;
  cardsEach: number;
}

export interface RetroResult {
  /** Each card's acknowledgement, everyone writing at the same moment. */
  cardAckMs: number[];
  /** From the facilitator's reveal until everyone else has every card. */
  revealMs: number;
}

function opened(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** A person on the relay: a card is counted to the others, the reveal carries every card. */
export async function floorRetroClient(url: string): Promise<RetroBenchClient> {
  const socket = await opened(connect(url, { transports: ['websocket'], reconnection: false }));
  const revealed = new Promise<void>((resolve) => socket.once('cards', () => resolve()));
  return {
    join: async (retro) => void (await socket.emitWithAck('join', retro)),
    card: async (retro, index) =>
      void (await socket.emitWithAck('card', { room: retro, text: `card ${index} of ${socket.id}` })),
    reveal: async (retro) => void (await socket.emitWithAck('reveal-cards', { room: retro })),
    revealed: () => revealed,
    close: () => socket.close(),
  };
}

/** A signed-in person on our server, speaking the retro protocol. */
export async function ourRetroClient(url: string, cookie: string): Promise<RetroBenchClient> {
  const socket = await opened(
    connect(url, { transports: ['websocket'], reconnection: false, extraHeaders: { cookie } }),
  );
  let columns: string[] = [];
  const send = async (command: object) => {
    const ack = (await socket.timeout(30_000).emitWithAck(RETRO_COMMAND_EVENT, command)) as {
      ok: boolean;
      message?: string;
      snapshot?: { columns: { id: string }[] };
    };
    if (!ack.ok) throw new Error(`refused: ${ack.message}`);
    return ack;
  };
  const revealed = new Promise<void>((resolve) =>
    socket.on(RETRO_EVENT, (...events: { type: string; phase?: string }[]) => {
      if (events.some((event) => event.type === 'phase.changed' && event.phase === 'reveal')) resolve();
    }),
  );
  return {
    join: async (retro) => {
      const ack = await send({ type: 'room.join', roomId: retro, protocol: RETRO_PROTOCOL_VERSION });
      columns = ack.snapshot!.columns.map((column) => column.id);
    },
    card: async (retro, index) =>
      void (await send({
        type: 'card.add',
        roomId: retro,
        columnId: columns[index % columns.length],
        text: `card ${index} of ${socket.id}`,
      })),
    reveal: async (retro) => void (await send({ type: 'phase.set', roomId: retro, phase: 'reveal' })),
    revealed: () => revealed,
    close: () => socket.close(),
  };
}

/**
 * The retro scenario: everyone joins (`clients[0]` facilitates), writes their cards at the same
 * moment, then the facilitator reveals and the time until everyone else has the cards is taken.
 */
export async function runRetro(
  clients: RetroBenchClient[],
  retro: string,
  cardsEach: number,
): Promise<RetroResult> {
  for (const client of clients) await client.join(retro);
  const cardAckMs = await Promise.all(
    clients.flatMap((client, person) =>
      Array.from({ length: cardsEach }, async (_, card) => {
        const sentAt = performance.now();
        await client.card(retro, person * cardsEach + card);
        return performance.now() - sentAt;
      }),
    ),
  );
  const start = performance.now();
  const everyone = Promise.all(clients.slice(1).map((client) => client.revealed()));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The retro reveal did not reach everyone')), REVEAL_TIMEOUT_MS);
  });
  await clients[0]!.reveal(retro);
  await Promise.race([everyone, timeout]).finally(() => clearTimeout(timer));
  const revealMs = performance.now() - start;
  clients.forEach((client) => client.close());
  return { cardAckMs, revealMs };
}

export const summarizeRetro = (result: RetroResult) => ({
  cardAckMs: {
    p50: Number(percentile(result.cardAckMs, 50).toFixed(2)),
    p99: Number(percentile(result.cardAckMs, 99).toFixed(2)),
  },
  revealMs: Number(result.revealMs.toFixed(2)),
});
