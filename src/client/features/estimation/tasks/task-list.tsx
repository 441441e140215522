import { lazy, Suspense, useState } from 'react';
import type { TaskView } from '../../../../shared/protocol/room-view';
import { withChunkReload } from '../../../lib/chunk-reload';
import { useRoom } from '../connection/room-context';
import { TaskRow, TaskRows, type RowDrag } from './task-row';
import { useTranslation } from '../../../lib/i18n';

// Dragging is for managers only: the drag-and-drop library loads for them, not for every player.
const SortableTaskList = lazy(
  withChunkReload(() =>
    import('./sortable-task-list').then((module) => ({ default: module.SortableTaskList })),
  ),
);

/** The order just dragged into place, shown until the server's answer replaces the list. */
interface LocalOrder {
  ids: string[];
  basedOn: readonly TaskView[];
}

export function TaskList({ onTaskOpened }: { onTaskOpened?: () => void }) {
  const { t } = useTranslation();
  const { room, isManager, send } = useRoom();
  const [local, setLocal] = useState<LocalOrder | null>(null);
  const serverIds = room.tasks.map((task) => task.id);
  const ids = local && local.basedOn === room.tasks ? local.ids : serverIds;
  const byId = new Map(room.tasks.map((task) => [task.id, task]));
  const tasks = ids.map((id) => byId.get(id)).filter((task): task is TaskView => task !== undefined);

  function reorder(next: string[]) {
    setLocal({ ids: next, basedOn: room.tasks });
    void send({ type: 'task.reorder', taskIds: next }).then((result) => {
      if (!result.ok) setLocal(null);
    });
  }

  if (tasks.length === 0) {
    return (
      <p className="px-2 py-6 text-center text-sm text-muted-foreground">
        {isManager ? t('room.tasks.emptyManager') : t('room.tasks.empty')}
      </p>
    );
  }

  const row = (task: TaskView, index: number, drag?: RowDrag) => (
    <TaskRow
      key={task.id}
      task={task}
      index={index}
      ids={ids}
      onReorder={reorder}
      onOpened={onTaskOpened}
      drag={drag}
    />
  );
  const plain = <TaskRows>{tasks.map((task, index) => row(task, index))}</TaskRows>;
  if (!isManager) return plain;
  return (
    <Suspense fallback={plain}>
      <SortableTaskList tasks={tasks} ids={ids} onReorder={reorder} row={row} />
    </Suspense>
  );
}
