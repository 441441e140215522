import { useState } from 'react';
import { ListTodo } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { useRoom } from '../connection/room-context';
import { TasksPanel } from './tasks-panel';
import { useTranslation } from '../../../lib/i18n';

/** Below the large breakpoint the tasks live in a drawer, opened from the room's bar. */
export function TasksDrawerButton() {
  const { t } = useTranslation();
  const { room } = useRoom();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="gap-1.5 px-2"
          aria-label={t('room.tasks.open', { count: room.tasks.length })}
        >
          <ListTodo aria-hidden="true" />
          <span aria-hidden="true" className="hidden sm:inline">
            {t('room.tasks.title')}
          </span>
          <span aria-hidden="true" className="tabular-nums">
            {room.tasks.length}
          </span>
        </Button>
      </DialogTrigger>
      <DialogContent variant="sheet" title={t('room.tasks.title')} closeLabel={t('room.common.close')}>
        <TasksPanel headingId="tasks-drawer-heading" inDrawer onTaskOpened={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
