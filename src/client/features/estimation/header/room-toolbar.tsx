import { MembersButton } from '../members/members-button';
import { TasksDrawerButton } from '../tasks/tasks-drawer';
import { TimerControl } from '../timer/timer-panel';
import { RoomMenu } from './room-menu';
import { SeatSwitch } from './seat-switch';

export function RoomToolbar({ tasksInDrawer }: { tasksInDrawer: boolean }) {
  return (
    <div className="flex h-12 shrink-0 items-center gap-1.5 border-b border-border bg-card/50 px-2 sm:gap-2 sm:px-3">
      <MembersButton />
      <SeatSwitch />
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <TimerControl />
        {tasksInDrawer && <TasksDrawerButton />}
        <RoomMenu />
      </div>
    </div>
  );
}
