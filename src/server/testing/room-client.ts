import { io as connect, type Socket } from 'socket.io-client';
import {
  ROOM_COMMAND_EVENT,
  ROOM_EVENT,
  ROOM_PROTOCOL_VERSION,
  type ClientCommandInput,
  type CommandAck,
  type ServerEvent,
} from '../../shared/protocol/room-protocol';
import type { CreateRoomInput } from '../../shared/api/rooms';
import { presetVotingSystem } from '../../shared/domain/decks';
import { TestClient } from './http-client';
import { waitForEvent } from './wait-for-event';

type CommandWithoutRoom = ClientCommandInput extends infer C
  ? C extends { roomId: string }
    ? Omit<C, 'roomId'>
    : never
  : never;

/** What the tests' rooms are made with unless told otherwise. */
export const TEST_ROOM_INPUT: CreateRoomInput = {
  name: 'Sprint 42',
  votingSystem: presetVotingSystem('fibonacci'),
  disableVotingAfterReveal: false,
  autoReveal: false,
  flyingEmojis: true,
  asynchronousVoting: false,
  viewersMayTakeSeat: false,
  creatorVotes: true,
};

/** One simulated person: an HTTP session plus a socket that records every frame it is sent. */
export class RoomTestUser {
  readonly http: TestClient;
  socket!: Socket;
  userId = '';
  displayName = '';
  readonly events: ServerEvent[] = [];
  /** Every engine packet received, acks included: what a secrecy test must inspect. */
  readonly frames: string[] = [];

  constructor(
    private readonly baseUrl: string,
    http?: TestClient,
  ) {
    this.http = http ?? new TestClient(baseUrl);
  }

  /** Another tab of the same person: the same session, a socket of its own once connected. */
  tab(): RoomTestUser {
    const tab = new RoomTestUser(this.baseUrl, this.http);
    tab.userId = this.userId;
    tab.displayName = this.displayName;
    return tab;
  }

  async signUp(email: string): Promise<this> {
    this.displayName = email.split('@')[0] ?? email;
    await this.http.signUp(email, 'secret-pass', this.displayName);
    this.userId = (await this.http.get('/api/profile')).json.uid as string;
    return this;
  }

  /** Signs in as a guest, as someone opening a room's link without an account does. */
  async signInAsGuest(name: string): Promise<this> {
    this.displayName = name;
    const res = await this.http.post('/api/auth/sign-in/anonymous', { name });
    if (res.status !== 200) throw new Error(`guest sign-in failed: ${res.status} ${res.text}`);
    this.userId = (res.json.user as { id: string }).id;
    return this;
  }

  async connect(baseUrl = this.baseUrl): Promise<this> {
    this.socket = connect(baseUrl, {
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie: this.http.cookieHeader },
    });
    this.socket.io.on('packet', (packet: { data?: unknown }) =>
      this.frames.push(JSON.stringify(packet.data ?? null)),
    );
    this.socket.on(ROOM_EVENT, (...events: ServerEvent[]) => this.events.push(...events));
    await new Promise<void>((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', reject);
    });
    return this;
  }

  send(command: ClientCommandInput): Promise<CommandAck> {
    return this.socket.timeout(10_000).emitWithAck(ROOM_COMMAND_EVENT, command) as Promise<CommandAck>;
  }

  /** Sends a command to one room, failing the test with the server's message if it is refused. */
  async must(roomId: string, command: CommandWithoutRoom): Promise<CommandAck & { ok: true }> {
    const ack = await this.send({ ...command, roomId } as ClientCommandInput);
    if (!ack.ok) throw new Error(`${command.type} refused: ${ack.code} ${ack.message}`);
    return ack;
  }

  async join(roomId: string) {
    const ack = await this.send({ type: 'room.join', roomId, protocol: ROOM_PROTOCOL_VERSION });
    if (!ack.ok || !ack.snapshot) throw new Error(`join refused: ${JSON.stringify(ack)}`);
    return ack.snapshot;
  }

  /** A fresh snapshot of a room this person is in. */
  async sync(roomId: string) {
    const ack = await this.send({ type: 'room.sync', roomId });
    if (!ack.ok || !ack.snapshot) throw new Error(`sync refused: ${JSON.stringify(ack)}`);
    return ack.snapshot;
  }

  async createRoom(overrides: Partial<CreateRoomInput> = {}): Promise<string> {
    const res = await this.http.post('/api/rooms', { ...TEST_ROOM_INPUT, ...overrides });
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
    return res.json.id as string;
  }

  /** Waits until an event matching the predicate has arrived (or was already there). */
  async waitFor<T extends ServerEvent['type']>(
    type: T,
    predicate: (event: Extract<ServerEvent, { type: T }>) => boolean = () => true,
    timeoutMs = 8_000,
  ): Promise<Extract<ServerEvent, { type: T }>> {
    return waitForEvent(this.events, type, predicate, timeoutMs);
  }

  /** Forgets the events so far, so the next wait sees only what comes after. */
  clearEvents(): void {
    this.events.length = 0;
  }

  close(): void {
    this.socket?.close();
  }
}

export async function newUsers(baseUrl: string, count: number, prefix = 'user'): Promise<RoomTestUser[]> {
  const stamp = Date.now().toString(36);
  const users: RoomTestUser[] = [];
  for (let i = 0; i < count; i += 1) {
    const user = new RoomTestUser(baseUrl);
    await user.signUp(`${prefix}${i}-${stamp}@example.com`);
    await user.connect();
    users.push(user);
  }
  return users;
}

const GUEST_BATCH = 25;

/** `count` guests, signed in and connected a batch at a time. */
export async function newGuests(baseUrl: string, count: number, prefix = 'Guest'): Promise<RoomTestUser[]> {
  const guests: RoomTestUser[] = [];
  for (let i = 0; i < count; i += GUEST_BATCH) {
    const batch = Array.from({ length: Math.min(GUEST_BATCH, count - i) }, (_, j) =>
      new RoomTestUser(baseUrl).signInAsGuest(`${prefix} ${i + j}`).then((guest) => guest.connect()),
    );
    guests.push(...(await Promise.all(batch)));
  }
  return guests;
}
/** Every object anywhere in a frame that pairs this user id with a non-null vote value. */
export function leakedValues(frames: readonly string[], userId: string): unknown[] {
  const leaks: unknown[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.userId === userId && 'value' in record && record.value !== null) leaks.push(record);
    Object.values(record).forEach(walk);
  };
  for (const frame of frames) walk(JSON.parse(frame));
  return leaks;
}
