import { createPortal } from 'react-dom';
import { useOutletContext } from '../../lib/router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRoom } from './connection/room-context';
import { RoomTitle } from './header/room-title';
import { RoomToolbar } from './header/room-toolbar';
import { TableArea } from './table/table-area';
import { TasksPanel } from './tasks/tasks-panel';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query';

/** The room: its bar, the table with results and the deck, and the tasks beside (or in a drawer). */
export function RoomScreen() {
  const { room } = useRoom();
  // The room layout hands over the middle of its header bar; elsewhere (tests) the title sits inline.
  const titleSlot = useOutletContext<HTMLElement | null | undefined>();
  const wide = useMediaQuery(WIDE_SCREEN);
  useDocumentTitle(room.name);
  return (
    <div className="flex h-full min-h-0 flex-col">
      {titleSlot === undefined ? <RoomTitle /> : titleSlot && createPortal(<RoomTitle />, titleSlot)}
      <RoomToolbar tasksInDrawer={!wide} />
      <div className="flex min-h-0 flex-1">
        <TableArea />
        {wide && (
          <aside
            aria-labelledby="tasks-heading"
            className="flex w-80 shrink-0 flex-col border-l border-border bg-card/50 xl:w-96"
          >
            <TasksPanel headingId="tasks-heading" />
          </aside>
        )}
      </div>
    </div>
  );
}
