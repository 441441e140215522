import type { Announcements } from '@dnd-kit/core';
import type { TaskView } from '../../../../shared/protocol/room-view';
import type { TFunction } from '../../../lib/i18n';

/** What a screen reader hears while a task is moved: its title and places, never its id. */
export function taskAnnouncements(t: TFunction, tasks: readonly TaskView[]): Announcements {
  const ids = tasks.map((task) => task.id);
  const title = (id: string | number) => tasks.find((task) => task.id === id)?.title ?? '';
  const place = (id: string | number) => ({ position: ids.indexOf(String(id)) + 1, total: ids.length });
  return {
    onDragStart: ({ active }) =>
      t('room.tasks.moving.start', { title: title(active.id), ...place(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('room.tasks.moving.over', { title: title(active.id), ...place(over.id) })
        : t('room.tasks.moving.outside', { title: title(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('room.tasks.moving.end', { title: title(active.id), ...place(over.id) })
        : t('room.tasks.moving.cancel', { title: title(active.id) }),
    onDragCancel: ({ active }) => t('room.tasks.moving.cancel', { title: title(active.id) }),
  };
}
