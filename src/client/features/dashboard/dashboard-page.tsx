import { Link } from '../../lib/router';
import { Plus } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { useSession } from '../auth';
import { SaveAccountCard } from '../auth/widgets';
import type { RoomSummary } from '../../../shared/api/rooms';
import { arrangeRooms, RoomsQueryState, useMyRooms } from '../rooms';
import { RecentRetros } from '../retro';
import { RoomSection } from './dashboard-rooms';
import { DashboardStart } from './dashboard-start';
import { DashboardStats } from './dashboard-stats';
import { useTranslation } from '../../lib/i18n';

/** Within its first hour an account is new here: it is welcomed, not welcomed back. */
const NEW_ACCOUNT_MS = 60 * 60_000;
const isNewAccount = (createAt: string | undefined) =>
  createAt !== undefined && Date.now() - Date.parse(createAt) < NEW_ACCOUNT_MS;

export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const byLastVisit = (list: readonly RoomSummary[]) =>
    arrangeRooms(list, {
      query: '',
      sort: 'lastVisit',
      filter: 'all',
      locale: i18n.resolvedLanguage ?? 'en',
    });
  const { user } = useSession();
  const rooms = useMyRooms();
  const lists = rooms.data;
  const hasRooms = lists ? lists.rooms.length + lists.guestRooms.length > 0 : false;
  // A room in Recent rooms is not listed again below it: those lists hold the others.
  const recentIds = new Set(lists?.lastVisitMeets.map((room) => room.id));
  const notRecent = (list: readonly RoomSummary[]) =>
    byLastVisit(list.filter((room) => !recentIds.has(room.id)));
  const owned = lists ? notRecent(lists.rooms) : [];
  const joined = lists ? notRecent(lists.guestRooms) : [];

  return (
    <div className="grid max-w-4xl gap-8">
      <PageHeader
        title={t(isNewAccount(user?.createAt) ? 'dashboard.greetingNew' : 'dashboard.greeting', {
          name: user?.displayName ?? '',
        })}
        lead={t('dashboard.lead')}
        className="mb-0"
      />
      <SaveAccountCard />
      <section aria-labelledby="quick-actions" className="grid gap-3">
        <h2 id="quick-actions" className="text-sm font-semibold text-muted-foreground">
          {t('dashboard.quickActions')}
        </h2>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/new-game">
              <Plus aria-hidden="true" />
              {t('nav.newGame')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/new-retro">
              <Plus aria-hidden="true" />
              {t('nav.newRetro')}
            </Link>
          </Button>
        </div>
      </section>
      {/* A newcomer sees the way to a first round before a row of zeros. */}
      {lists && !hasRooms && <DashboardStart />}
      <DashboardStats />
      <RecentRetros />
      {!lists ? (
        <RoomsQueryState isError={rooms.isError} onRetry={() => void rooms.refetch()} />
      ) : !hasRooms ? null : (
        <>
          <RoomSection
            id="recent-rooms"
            title={t('dashboard.recent.title')}
            lead={t('dashboard.recent.lead')}
            rooms={lists.lastVisitMeets}
            empty={t('rooms.empty.body')}
          />
          {owned.length + joined.length > 0 && (
            <div className="grid gap-8 lg:grid-cols-2">
              {owned.length > 0 && (
                <RoomSection
                  id="owned-rooms"
                  title={t('dashboard.owned.title')}
                  rooms={owned}
                  empty={t('dashboard.owned.empty')}
                  roomsLink="/rooms?show=owned"
                  preview
                />
              )}
              {joined.length > 0 && (
                <RoomSection
                  id="joined-rooms"
                  title={t('dashboard.joined.title')}
                  rooms={joined}
                  empty={t('dashboard.joined.empty')}
                  roomsLink="/rooms?show=joined"
                  preview
                />
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
}
