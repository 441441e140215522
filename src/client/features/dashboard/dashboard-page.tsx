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
  const others = lists
    ? (
        [
          { show: 'owned', rooms: notRecent(lists.rooms) },
          { show: 'joined', rooms: notRecent(lists.guestRooms) },
        ] as const
      ).filter((section) => section.rooms.length > 0)
    : [];

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
          {others.length > 0 && (
            <div className="grid gap-8 lg:grid-cols-2">
              {others.map(({ show, rooms: list }) => (
                <RoomSection
                  key={show}
                  id={`${show}-rooms`}
                  title={t(`dashboard.${show}.title`)}
                  rooms={list}
                  roomsLink={`/rooms?show=${show}`}
                  preview
                />
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
