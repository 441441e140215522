import { cn } from '../../../lib/utils';
import { useRoom } from '../connection/room-context';
import { estimateTotal } from '../state/room-selectors';
import { AddTasksForm } from './add-tasks-form';
import { CsvButtons } from './csv-buttons';
import { TaskList } from './task-list';
import { useTranslation } from '../../../lib/i18n';

/** The room's tasks: what is on the table, what is estimated, and (for managers) the means to change it. */
/** In the drawer the dialog's own title names the panel, so the panel's heading is for screen readers only. */
export function TasksPanel({
  headingId,
  inDrawer = false,
  onTaskOpened,
}: {
  headingId: string;
  inDrawer?: boolean;
  /** A member opened a task to vote on: the drawer gets out of the way of the table. */
  onTaskOpened?: () => void;
}) {
  const { t } = useTranslation();
  const { room, isManager } = useRoom();
  const total = estimateTotal(room.tasks);
  const estimated = room.tasks.filter((task) => task.finalEstimate !== null).length;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 id={headingId} className={cn('text-base font-semibold', inDrawer && 'sr-only')}>
          {t('room.tasks.title')}{' '}
          <span className="text-muted-foreground tabular-nums">({room.tasks.length})</span>
        </h2>
        <p className={cn('text-xs text-muted-foreground', inDrawer ? 'text-left' : 'text-right')}>
          {t('room.tasks.estimated', { done: estimated, total: room.tasks.length })}
          <br />
          <span className="font-semibold text-foreground tabular-nums" data-testid="tasks-total">
            {t('room.tasks.total', { total })}
          </span>
        </p>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-2 py-2">
        <TaskList onTaskOpened={onTaskOpened} />
      </div>
      <div className="grid gap-3 border-t border-border px-3 py-3">
        {isManager && <AddTasksForm />}
        <CsvButtons />
      </div>
    </div>
  );
}
