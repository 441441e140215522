import { createPortal } from 'react-dom';
import { useOutletContext } from '../../../lib/router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ActionsPanel } from './actions-panel';
import { BoardColumns } from './board-columns';
import { DiscussView } from './discuss-view';
import { PhaseBar } from './phase-bar';
import { RetroSummary } from './retro-summary';
import { RetroTitle } from './retro-title';
import { RetroToolbar } from './retro-toolbar';
import { useRetro } from './retro-context';

function PhaseContent() {
  const { retro } = useRetro();
  switch (retro.phase) {
    case 'review':
      return (
        <div className="mx-auto w-full max-w-2xl p-3 sm:p-4">
          <ActionsPanel carried />
        </div>
      );
    case 'write':
    case 'reveal':
    case 'group':
    case 'vote':
      return <BoardColumns />;
    case 'discuss':
      return <DiscussView />;
    case 'done':
      return <RetroSummary />;
    default: {
      const unreachable: never = retro.phase;
      return unreachable;
    }
  }
}

/** The board: its bar, the steps, and what the current step shows. */
export function RetroScreen() {
  const { retro } = useRetro();
  const titleSlot = useOutletContext<HTMLElement | null | undefined>();
  useDocumentTitle(retro.name);
  return (
    <div className="flex h-full min-h-0 flex-col">
      {titleSlot === undefined ? <RetroTitle /> : titleSlot && createPortal(<RetroTitle />, titleSlot)}
      <RetroToolbar />
      <PhaseBar />
      <div className="min-h-0 flex-1 overflow-auto">
        <PhaseContent />
      </div>
    </div>
  );
}
