import { Eye, RotateCcw } from 'lucide-react';
import type { MemberView } from '../../../../shared/protocol/room-view';
import { Button } from '../../../components/ui/button';
import { useRoom } from '../connection/room-context';
import { hasVoted, type RoundTarget } from '../state/room-selectors';
import { TableTask } from './table-task';
import { CopyLinkButton } from '../../../components/live/copy-link-button';
import { roomLink } from '../../../lib/room-link';
import { useTranslation } from '../../../lib/i18n';

/** The middle of the table says where the round stands and holds the manager's next step. */
export function TableCenter({ players, target }: { players: readonly MemberView[]; target: RoundTarget }) {
  const { t } = useTranslation();
  const { room, selfId, isManager, send, openedTaskId, openTask } = useRoom();
  const { round, taskId, task } = target;
  const voted = players.filter((member) => hasVoted(round, member.userId)).length;
  const iVoted = hasVoted(round, selfId);
  const everyone = players.length > 0 && voted === players.length;
  const ownView = openedTaskId !== null && openedTaskId !== room.selectTaskId;

  let message: string;
  if (round.isShow) message = t('room.table.center.revealed');
  else if (players.length === 0) message = t('room.table.center.empty');
  else if (everyone) message = t('room.table.center.everyone');
  else if (iVoted) message = t('room.table.center.waiting');
  else message = t('room.table.center.pick');

  return (
    <div className="grid max-w-full justify-items-center gap-2 text-center">
      <TableTask task={task} />
      {round.isShow && round.averageResult !== null ? (
        <p className="text-sm">
          {t('room.results.average')}{' '}
          <strong data-testid="table-average" className="text-2xl font-bold tabular-nums sm:text-3xl">
            {round.averageResult}
          </strong>
        </p>
      ) : (
        <p className="text-sm font-medium sm:text-base" aria-live="polite">
          {message}
        </p>
      )}
      {!round.isShow && players.length > 0 && (
        <p className="text-xs text-muted-foreground tabular-nums">
          {t('room.table.center.votedCount', { voted, total: players.length })}
        </p>
      )}
      {isManager &&
        (round.isShow ? (
          <Button size="sm" variant="outline" onClick={() => void send({ type: 'round.reset', taskId })}>
            <RotateCcw aria-hidden="true" />
            {t('room.table.center.newRound')}
          </Button>
        ) : (
          <Button
            size="sm"
            disabled={round.votes.length === 0}
            onClick={() => void send({ type: 'round.reveal', taskId })}
          >
            <Eye aria-hidden="true" />
            {t('room.table.center.reveal')}
          </Button>
        ))}
      {isManager && room.members.length < 2 && (
        <div className="grid justify-items-center gap-1" data-testid="table-invite">
          <p className="text-xs text-muted-foreground">
            {t('room.table.center.invite', { count: room.members.length })}
          </p>
          <CopyLinkButton link={roomLink(room.id, room.linkKey)} label={t('room.table.center.copyInvite')} />
        </div>
      )}
      {ownView && (
        <button
          type="button"
          className="text-xs text-primary underline-offset-4 hover:underline"
          onClick={() => openTask(null)}
        >
          {t('room.table.center.backToSelected')}
        </button>
      )}
    </div>
  );
}
