import type { CreateRetroInput } from '../../shared/api/retros';
import {
  RETRO_COMMAND_EVENT,
  RETRO_EVENT,
  RETRO_PROTOCOL_VERSION,
  type RetroAck,
  type RetroClientCommandInput,
  type RetroEvent,
} from '../../shared/protocol/retro-protocol';
import type { RoomTestUser } from './room-client';
import { waitForEvent } from './wait-for-event';

/** A retro as the tests and the bench make it: three columns, no options. */
export const TEST_RETRO_INPUT = {
  name: 'Sprint 42 retro',
  template: 'wentWell',
  columns: [
    { title: 'Went well', color: 'green' },
    { title: 'To improve', color: 'red' },
    { title: 'Action ideas', color: 'blue' },
  ],
  options: {},
} satisfies Partial<CreateRetroInput>;

export type CommandWithoutRetro = RetroClientCommandInput extends infer C
  ? C extends { roomId: string }
    ? Omit<C, 'roomId'>
    : never
  : never;

/**
 * One simulated person in retros, on the same socket their estimation rooms use: the frames it
 * records are every frame that person was sent, of both kinds.
 */
export class RetroTestUser {
  readonly events: RetroEvent[] = [];

  constructor(readonly person: RoomTestUser) {
    this.listen();
  }

  get userId(): string {
    return this.person.userId;
  }

  get frames(): string[] {
    return this.person.frames;
  }

  private listen(): void {
    this.person.socket.on(RETRO_EVENT, (...events: RetroEvent[]) => this.events.push(...events));
  }

  /** A new socket, as after a reload or a dropped network. */
  async reconnect(): Promise<void> {
    this.person.close();
    await this.person.connect();
    this.listen();
  }

  send(command: RetroClientCommandInput): Promise<RetroAck> {
    return this.person.socket.timeout(10_000).emitWithAck(RETRO_COMMAND_EVENT, command) as Promise<RetroAck>;
  }

  async must(retroId: string, command: CommandWithoutRetro): Promise<RetroAck & { ok: true }> {
    const ack = await this.send({ ...command, roomId: retroId } as RetroClientCommandInput);
    if (!ack.ok) throw new Error(`${command.type} refused: ${ack.code} ${ack.message}`);
    return ack;
  }

  async join(retroId: string) {
    const ack = await this.send({ type: 'room.join', roomId: retroId, protocol: RETRO_PROTOCOL_VERSION });
    if (!ack.ok || !ack.snapshot) throw new Error(`join refused: ${JSON.stringify(ack)}`);
    return ack.snapshot;
  }

  async sync(retroId: string) {
    const ack = await this.must(retroId, { type: 'room.sync' });
    if (!ack.snapshot) throw new Error('sync without a snapshot');
    return ack.snapshot;
  }

  async createRetro(overrides: Partial<CreateRetroInput> = {}): Promise<string> {
    const res = await this.person.http.post('/api/retros', { ...TEST_RETRO_INPUT, ...overrides });
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
    return res.json.id as string;
  }

  waitFor<T extends RetroEvent['type']>(
    type: T,
    predicate: (event: Extract<RetroEvent, { type: T }>) => boolean = () => true,
    timeoutMs = 8_000,
  ): Promise<Extract<RetroEvent, { type: T }>> {
    return waitForEvent(this.events, type, predicate, timeoutMs);
  }
}

/**
 * Every object in these frames that names one of the cards and also this person (by id or by
 * name): in an anonymous retro, the proof that a client learnt who wrote a card.
 */
export function cardsTiedTo(
  frames: readonly string[],
  cardIds: readonly string[],
  person: { userId: string; name: string },
): unknown[] {
  const ids = new Set(cardIds);
  const ties: unknown[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const values = Object.values(node as Record<string, unknown>);
    const namesCard = values.some((value) => typeof value === 'string' && ids.has(value));
    const namesPerson = values.some((value) => value === person.userId || value === person.name);
    if (namesCard && namesPerson) ties.push(node);
    values.forEach(walk);
  };
  for (const frame of frames) walk(JSON.parse(frame));
  return ties;
}
