import type { CardRecord, GroupRecord } from './retro-records';

/** What people vote on and discuss: each group, and each card in no group. */
export interface RetroItem {
  id: string;
  kind: 'card' | 'group';
  columnId: string;
}

/** Items in board order: groups first, then loose cards, each as stored. */
export function discussionItems(cards: readonly CardRecord[], groups: readonly GroupRecord[]): RetroItem[] {
  const items: RetroItem[] = [
    ...groups.map((group) => ({ id: group.id, kind: 'group' as const, columnId: group.columnId })),
    ...cards
      .filter((card) => card.groupId === null)
      .map((card) => ({ id: card.id, kind: 'card' as const, columnId: card.columnId })),
  ];
  return items;
}

export function findItem(
  cards: readonly CardRecord[],
  groups: readonly GroupRecord[],
  itemId: string,
): RetroItem | undefined {
  return discussionItems(cards, groups).find((item) => item.id === itemId);
}
