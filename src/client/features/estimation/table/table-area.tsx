import { lazy, Suspense, useEffect } from 'react';
import { useRoom } from '../connection/room-context';
import { CardDeck } from '../deck/card-deck';
import { roundTarget, seatedMembers } from '../state/room-selectors';
import { OverflowPlayers } from './overflow-players';
import { PokerTable } from './poker-table';
import { useSeatingPlan } from './use-seating-plan';
import { ViewersList } from './viewers-list';
import { useTranslation } from '../../../lib/i18n';
import { withChunkReload } from '../../../lib/chunk-reload';
import { cn } from '../../../lib/utils';

const loadResults = () => import('../results/results-panel');
// Nobody reads results before a reveal: they load right after the room paints, not before it.
const ResultsPanel = lazy(
  withChunkReload(() => loadResults().then((module) => ({ default: module.ResultsPanel }))),
);

/**
 * Past this many at the table its long sides need the whole width for names to be read: the results
 * and the overflow go below it unless the screen is very wide.
 */
const CROWDED_TABLE_PLAYERS = 8;

/**
 * The table, anyone who did not fit at it, the watchers, the results, and the hand of cards. On
 * wide screens the overflow and the results stand beside the table, so nothing needs scrolling,
 * unless a crowded table needs that width itself (the average is still shown on the table).
 */
export function TableArea() {
  const { t } = useTranslation();
  const { room, openedTaskId } = useRoom();
  const target = roundTarget(room, openedTaskId);
  const players = seatedMembers(room);
  const plan = useSeatingPlan(players);
  const { overflow } = plan;
  const aside = overflow.length > 0 || target.round.isShow;
  const crowded = players.length > CROWDED_TABLE_PLAYERS;
  // Fetched once the table is on screen, so a reveal shows its results at once.
  useEffect(() => void loadResults().catch(() => undefined), []);
  return (
    <div className="flex min-w-0 flex-1 flex-col overflow-y-auto">
      <section
        aria-label={t('room.table.label')}
        className="flex flex-1 flex-col gap-4 px-2 pt-9 pb-4 sm:px-6"
      >
        <div
          className={cn(
            'flex flex-col gap-4',
            crowded ? '2xl:flex-row 2xl:items-start' : 'xl:flex-row xl:items-start',
          )}
        >
          <div className="grid min-w-0 flex-1 gap-4">
            <PokerTable players={players} plan={plan} target={target} />
            <ViewersList />
          </div>
          {aside && (
            <div
              className={cn(
                'mx-auto grid w-full max-w-4xl gap-4',
                crowded ? '2xl:mx-0 2xl:w-80 2xl:shrink-0' : 'xl:mx-0 xl:w-80 xl:shrink-0',
              )}
            >
              {target.round.isShow && (
                <Suspense fallback={null}>
                  <ResultsPanel target={target} />
                </Suspense>
              )}
              {overflow.length > 0 && <OverflowPlayers players={overflow} round={target.round} />}
            </div>
          )}
        </div>
      </section>
      <CardDeck target={target} />
    </div>
  );
}
