import { lazy, Suspense, useState } from 'react';
import { ArrowDown, ArrowUp, Pencil, Send, Trash2 } from 'lucide-react';
import type { TaskView } from '../../../../shared/protocol/room-view';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuIconTrigger,
  DropdownMenuItem,
  DropdownMenuSeparator,
} from '../../../components/ui/dropdown-menu';
import { useJiraStatus, useSendToJira } from '../../jira';
import { useRoom } from '../connection/room-context';
import { moveTask } from './task-order';
import { useTranslation } from '../../../lib/i18n';
import { withChunkReload } from '../../../lib/chunk-reload';

// Opened from this menu only: its form loads on first use, not with everyone's first paint.
const TaskEditDialog = lazy(
  withChunkReload(() => import('./task-edit-dialog').then((module) => ({ default: module.TaskEditDialog }))),
);

/** Edit, move (the keyboard's way to reorder) and delete one task. */
export function TaskMenu({
  task,
  ids,
  onReorder,
}: {
  task: TaskView;
  ids: string[];
  onReorder(ids: string[]): void;
}) {
  const { t } = useTranslation();
  const { room, send } = useRoom();
  const fromJira = task.externalKey !== null;
  const jira = useJiraStatus(room.id, fromJira);
  const toJira = useSendToJira(room.id);
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  // Once opened, the form stays mounted, so closing it animates like any dialog.
  const [editLoaded, setEditLoaded] = useState(false);
  const index = ids.indexOf(task.id);
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuIconTrigger className="size-7" label={t('room.tasks.menu', { title: task.title })} />
        <DropdownMenuContent align="end">
          <DropdownMenuItem
            onSelect={() => {
              setEditLoaded(true);
              setOpen('edit');
            }}
          >
            <Pencil aria-hidden="true" />
            {t('room.tasks.edit')}
          </DropdownMenuItem>
          <DropdownMenuItem disabled={index <= 0} onSelect={() => onReorder(moveTask(ids, task.id, -1))}>
            <ArrowUp aria-hidden="true" />
            {t('room.tasks.moveUp')}
          </DropdownMenuItem>
          <DropdownMenuItem
            disabled={index === ids.length - 1}
            onSelect={() => onReorder(moveTask(ids, task.id, 1))}
          >
            <ArrowDown aria-hidden="true" />
            {t('room.tasks.moveDown')}
          </DropdownMenuItem>
          {fromJira && jira.data?.connected && (
            <DropdownMenuItem
              disabled={task.finalEstimate === null || toJira.pending}
              onSelect={() => toJira.send([task.id])}
            >
              <Send aria-hidden="true" />
              {t('jira.sendOne', { key: task.externalKey })}
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setOpen('delete')}>
            <Trash2 aria-hidden="true" />
            {t('room.tasks.delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Suspense fallback={null}>
        {editLoaded && (
          <TaskEditDialog
            task={task}
            open={open === 'edit'}
            onOpenChange={(next) => !next && setOpen(null)}
          />
        )}
      </Suspense>
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={(next) => !next && setOpen(null)}
        title={t('room.tasks.deleteTitle')}
        description={t('room.tasks.deleteLead', { title: task.title })}
        confirmLabel={t('room.tasks.delete')}
        destructive
        onConfirm={() => send({ type: 'task.delete', taskId: task.id })}
      />
    </>
  );
}
