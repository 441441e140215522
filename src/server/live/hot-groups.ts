/**
 * The next of a room's waiting changes to commit together, in the order they arrived: at most
 * `max`, and one per person, since each starts from its person as the commit before left them. A
 * person's later change waits for the next group without holding back the people who came after
 * it: a retro where everyone sent three cards at once went in pairs when a repeat ended the group.
 */
export function nextGroup<Item>(
  waiting: readonly Item[],
  personOf: (item: Item) => string,
  max: number,
): { group: Item[]; later: Item[] } {
  const people = new Set<string>();
  const group: Item[] = [];
  const later: Item[] = [];
  for (const item of waiting) {
    const person = personOf(item);
    if (group.length < max && !people.has(person)) {
      people.add(person);
      group.push(item);
    } else later.push(item);
  }
  return { group, later };
}
