import type { ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { TaskView } from '../../../../shared/protocol/room-view';
import { dragTask } from './task-order';
import { taskAnnouncements } from './task-announcements';
import { TaskRows, type RowDrag } from './task-row';
import { useTranslation } from '../../../lib/i18n';

interface SortableTaskListProps {
  tasks: TaskView[];
  ids: string[];
  onReorder(ids: string[]): void;
  /** A row as the plain list draws it, with what dragging adds. */
  row(task: TaskView, index: number, drag: RowDrag): ReactNode;
}

function SortableRow({ id, children }: { id: string; children(drag: RowDrag): ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return children({
    setNodeRef,
    style: { transform: CSS.Translate.toString(transform), transition },
    handle: { ...attributes, ...listeners },
    isDragging,
  });
}

/** The task list as a manager has it: rows dragged into order with a pointer or the keyboard. */
export function SortableTaskList({ tasks, ids, onReorder, row }: SortableTaskListProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder(dragTask(ids, String(active.id), String(over.id)));
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
        <TaskRows>
          {tasks.map((task, index) => (
            <SortableRow key={task.id} id={task.id}>
              {(drag) => row(task, index, drag)}
            </SortableRow>
          ))}
        </TaskRows>
      </SortableContext>
    </DndContext>
  );
}
