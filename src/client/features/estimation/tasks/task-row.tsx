import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { ExternalLink, GripVertical, Vote } from 'lucide-react';
import type { TaskView } from '../../../../shared/protocol/room-view';
import { Button, focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { JiraTaskResult } from '../../jira';
import { useRoom } from '../connection/room-context';
import { canVote } from '../../../../shared/domain/roles';
import { RoundHistory } from './round-history';
import { TaskMenu } from './task-menu';
import { finalEstimateLabel } from './final-estimate-label';
import { useTranslation } from '../../../lib/i18n';

/** What dragging adds to a row; given by the sortable list, which only managers load. */
export interface RowDrag {
  setNodeRef(node: HTMLElement | null): void;
  style: CSSProperties;
  handle: HTMLAttributes<HTMLButtonElement>;
  isDragging: boolean;
}

interface TaskRowProps {
  task: TaskView;
  index: number;
  ids: string[];
  onReorder(ids: string[]): void;
  onOpened?: () => void;
  drag?: RowDrag;
}

/** The list the rows go in, plain or sortable. */
export function TaskRows({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ol className="grid gap-1.5" aria-label={t('room.tasks.title')}>
      {children}
    </ol>
  );
}

function hostOf(link: string): string {
  try {
    return new URL(link).host;
  } catch {
    return link;
  }
}

export function TaskRow({ task, index, ids, onReorder, onOpened, drag }: TaskRowProps) {
  const { t } = useTranslation();
  const { room, self, isManager, send, openedTaskId, openTask } = useRoom();
  const selected = room.selectTaskId === task.id;
  const opened = openedTaskId === task.id;
  // The task this member's cards currently go to: their own pick, or the one on the table.
  const voting = (openedTaskId ?? room.selectTaskId) === task.id;
  const asyncVoting = room.asynchronousVoting;

  const estimateLabel = finalEstimateLabel(t, task);
  const toggleSelect = () => void send({ type: 'task.select', taskId: selected ? null : task.id });

  return (
    <li
      ref={drag?.setNodeRef}
      style={drag?.style}
      data-task-id={task.id}
      className={cn(
        'flex items-start gap-1 rounded-lg border border-border bg-card p-2 text-sm',
        selected && 'border-primary ring-1 ring-primary',
        opened && !selected && 'border-amber-500',
        drag?.isDragging && 'z-10 shadow-lg',
      )}
    >
      {isManager && (
        <button
          type="button"
          className={cn(
            'mt-0.5 cursor-grab touch-none rounded p-0.5 text-muted-foreground hover:text-foreground',
            focusRing,
          )}
          aria-label={t('room.tasks.drag', { title: task.title })}
          // Inert for the moment the sortable list takes to load.
          {...drag?.handle}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
      )}
      <div className="grid min-w-0 flex-1 gap-1">
        {isManager ? (
          <button
            type="button"
            aria-pressed={selected}
            title={selected ? t('room.tasks.unselect') : t('room.tasks.select')}
            onClick={toggleSelect}
            className={cn('rounded text-left font-medium break-words hover:text-primary', focusRing)}
          >
            <span className="text-muted-foreground tabular-nums">{index + 1}.</span> {task.title}
          </button>
        ) : (
          <p className="font-medium break-words">
            <span className="text-muted-foreground tabular-nums">{index + 1}.</span> {task.title}
          </p>
        )}
        {task.description && <p className="line-clamp-2 text-xs text-muted-foreground">{task.description}</p>}
        {task.link && (
          <a
            href={task.link}
            target="_blank"
            rel="noreferrer noopener"
            className={cn(
              'inline-flex max-w-full items-center gap-1 truncate text-xs text-primary hover:underline',
              focusRing,
            )}
          >
            <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
            <span className="truncate">{hostOf(task.link)}</span>
          </a>
        )}
        <div className="flex flex-wrap items-center gap-1.5 text-xs">
          {selected && (
            <span className="rounded bg-accent px-1.5 py-0.5 font-medium text-accent-foreground">
              {t('room.tasks.onTable')}
            </span>
          )}
          {asyncVoting && (
            <span className="text-muted-foreground tabular-nums">
              {task.round.isShow
                ? t('room.tasks.revealedVotes', { count: task.round.votes.length })
                : t('room.tasks.votes', { count: task.round.votes.length })}
            </span>
          )}
          {asyncVoting && self && canVote(self.roles) && !voting && (
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0 text-xs"
              onClick={() => {
                openTask(task.id);
                onOpened?.();
              }}
            >
              <Vote aria-hidden="true" />
              {t('room.tasks.voteOnThis')}
            </Button>
          )}
          {opened && (
            <span className="font-medium text-amber-600 dark:text-amber-400">{t('room.tasks.opened')}</span>
          )}
        </div>
        {isManager && task.externalKey && (
          <div className="text-xs">
            <JiraTaskResult roomId={room.id} taskId={task.id} />
          </div>
        )}
        <RoundHistory rounds={task.pastRounds} />
      </div>
      {task.finalEstimate !== null && (
        <span
          className="flex h-7 min-w-7 shrink-0 items-center justify-center rounded-md border border-primary bg-accent px-1.5 text-xs font-bold text-accent-foreground tabular-nums"
          title={estimateLabel}
          aria-label={estimateLabel}
        >
          {task.finalEstimate}
        </span>
      )}
      {isManager && <TaskMenu task={task} ids={ids} onReorder={onReorder} />}
    </li>
  );
}
