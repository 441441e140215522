/** The id list with one task moved by `delta` places (clamped), as task.reorder expects it. */
export function moveTask(ids: readonly string[], id: string, delta: number): string[] {
  const from = ids.indexOf(id);
  if (from === -1) return [...ids];
  const to = Math.min(ids.length - 1, Math.max(0, from + delta));
  const next = ids.filter((candidate) => candidate !== id);
  next.splice(to, 0, id);
  return next;
}

/** The id list after a drag from one id's place onto another's. */
export function dragTask(ids: readonly string[], activeId: string, overId: string): string[] {
  const to = ids.indexOf(overId);
  if (to === -1 || activeId === overId) return [...ids];
  return moveTask(ids, activeId, to - ids.indexOf(activeId));
}
