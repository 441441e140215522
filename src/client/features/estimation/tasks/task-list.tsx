import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { TaskView } from '../../../../shared/protocol/room-view';
import { useRoom } from '../connection/room-context';
import { dragTask } from './task-order';
import { taskAnnouncements } from './task-announcements';
import { TaskRow } from './task-row';

/** The order just dragged into place, shown until the server's answer replaces the list. */
interface LocalOrder {
  ids: string[];
  basedOn: readonly TaskView[];
}

export function TaskList({ onTaskOpened }: { onTaskOpened?: () => void }) {
  const { t } = useTranslation();
  const { room, isManager, send } = useRoom();
  const [local, setLocal] = useState<LocalOrder | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
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

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    reorder(dragTask(ids, String(active.id), String(over.id)));
  }

  if (tasks.length === 0) {
    return (
      <p className="px-2 py-6 text-center text-sm text-muted-foreground">
        {isManager ? t('room.tasks.emptyManager') : t('room.tasks.empty')}
      </p>
    );
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('room.tasks.dragInstructions') },
        announcements: taskAnnouncements(t, tasks),
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="grid gap-1.5" aria-label={t('room.tasks.title')}>
          {tasks.map((task, index) => (
            <TaskRow
              key={task.id}
              task={task}
              index={index}
              ids={ids}
              onReorder={reorder}
              onOpened={onTaskOpened}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
