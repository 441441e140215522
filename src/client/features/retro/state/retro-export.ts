import { oneLine } from '../../../lib/download';
import { discussionOrder, retroItems } from '../../../../shared/domain/retro';
import type { RetroView } from '../../../../shared/protocol/retro-view';
import { toCsv } from '../../../lib/csv';

/**
 * The summary a team takes away, made from what this browser was sent: in an anonymous retro
 * it has no authors to put in, so none can leak into a file.
 */
export interface ExportLabels {
  actions: string;
  notes: string;
  owner: string;
  due: string;
  votes: string;
}

const itemsOf = (retro: RetroView) =>
  discussionOrder(retroItems(retro.cards, retro.groups), retro.votes.totals ?? {});

export function retroMarkdown(retro: RetroView, labels: ExportLabels): string {
  const totals = retro.votes.totals ?? {};
  const lines = [`# ${oneLine(retro.name)}`, ''];
  for (const column of retro.columns) {
    const items = itemsOf(retro).filter((item) => item.columnId === column.id);
    lines.push(`## ${oneLine(column.title)}`, '');
    for (const item of items) {
      const dots = totals[item.id] ? ` (${labels.votes}: ${totals[item.id]})` : '';
      if (item.group) {
        lines.push(`- **${oneLine(item.group.title || '…')}**${dots}`);
        for (const card of item.cards) lines.push(`  - ${oneLine(card.text)}`);
      } else {
        lines.push(`- ${oneLine(item.cards[0]?.text ?? '')}${dots}`);
      }
      for (const note of retro.notes.filter((candidate) => candidate.itemId === item.id)) {
        lines.push(`  > ${labels.notes}: ${oneLine(note.text)}`);
      }
    }
    lines.push('');
  }
  lines.push(`## ${labels.actions}`, '');
  for (const action of retro.actions) {
    const extra = [
      action.ownerName ? `${labels.owner}: ${action.ownerName}` : null,
      action.dueDate ? `${labels.due}: ${action.dueDate}` : null,
    ].filter(Boolean);
    lines.push(
      `- [${action.done ? 'x' : ' '}] ${oneLine(action.text)}${extra.length ? ` (${extra.join(', ')})` : ''}`,
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/**
 * One row per group with its dots, one per card (a card alone carries its own dots, a grouped one
 * none, so the votes column sums to the dots given), then one per action item.
 */
export function retroCsv(retro: RetroView): string {
  const totals = retro.votes.totals ?? {};
  const columns = new Map(retro.columns.map((column) => [column.id, column.title]));
  const rows: (string | number)[][] = [['kind', 'column', 'group', 'text', 'votes', 'owner', 'due', 'done']];
  for (const item of itemsOf(retro)) {
    const column = columns.get(item.cards[0]?.columnId ?? '') ?? '';
    const dots = totals[item.id] ?? 0;
    if (item.group) rows.push(['group', column, item.group.title, '', dots, '', '', '']);
    for (const card of item.cards) {
      const cardColumn = columns.get(card.columnId) ?? '';
      rows.push(['card', cardColumn, item.group?.title ?? '', card.text, item.group ? '' : dots, '', '', '']);
    }
  }
  for (const action of retro.actions) {
    rows.push([
      'action',
      '',
      '',
      action.text,
      '',
      action.ownerName ?? '',
      action.dueDate ?? '',
      action.done ? 'yes' : 'no',
    ]);
  }
  return `${toCsv(rows)}\r\n`;
}
