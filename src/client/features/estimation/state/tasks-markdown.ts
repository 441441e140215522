import type { MemberView, TaskView } from '../../../../shared/protocol/room-view';
import { oneLine } from '../../../lib/download';
import { revealedRounds } from './tasks-csv';
import { voterName } from './room-selectors';

export interface RoomExportLabels {
  finalEstimate: string;
  noEstimate: string;
  round: string;
  average: string;
  formerMember: string;
}

/**
 * The room's tasks as Markdown, to paste into a wiki or a ticket: each task with its estimate,
 * description and link, then each revealed round with its average and everyone's vote.
 */
export function tasksToMarkdown(
  roomName: string,
  tasks: readonly TaskView[],
  members: readonly MemberView[],
  labels: RoomExportLabels,
): string {
  const names = new Map(members.map((member) => [member.userId, member.displayName]));
  const lines = [`# ${oneLine(roomName)}`, ''];
  for (const task of tasks) {
    lines.push(`## ${oneLine(task.title)}`, '');
    lines.push(`**${labels.finalEstimate}:** ${task.finalEstimate ?? labels.noEstimate}`);
    if (task.description.trim()) lines.push('', task.description.trim());
    if (task.link) lines.push('', `<${task.link}>`);
    for (const round of revealedRounds(task)) {
      const average = round.averageResult === null ? '' : ` (${labels.average}: ${round.averageResult})`;
      lines.push('', `### ${labels.round} ${round.round}${average}`, '');
      for (const vote of round.votes) {
        if (vote.value !== null)
          lines.push(`- ${oneLine(voterName(vote, names, labels.formerMember))}: ${vote.value}`);
      }
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
