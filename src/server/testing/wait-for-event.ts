/** Waits until an event of this type matching the predicate has arrived (or was already there). */
export async function waitForEvent<Event extends { type: string }, Type extends Event['type']>(
  events: readonly Event[],
  type: Type,
  predicate: (event: Extract<Event, { type: Type }>) => boolean,
  timeoutMs: number,
  who = 'the client',
): Promise<Extract<Event, { type: Type }>> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = events.find(
      (event): event is Extract<Event, { type: Type }> =>
        event.type === type && predicate(event as Extract<Event, { type: Type }>),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${who} saw no ${type} event within ${timeoutMs} ms`);
}
