import {
  DoorOpen,
  Inbox,
  Layers,
  MessagesSquare,
  RefreshCw,
  UserPlus,
  Users,
  UsersRound,
  Vote,
  Wifi,
} from 'lucide-react';
import type { AdminOverview } from '../../../shared/api/admin';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { ActivityChart, ActivityChartSkeleton } from './activity-chart';
import { useAdminOverview } from './admin-api';
import { useDateFormat } from './format';
import { StatCard, StatCardSkeleton } from './stat-card';
import { LoadError } from '../../components/ui/load-error';
import { adminErrorMessage } from './admin-errors';
import { useTranslation } from '../../lib/i18n';

const CARD_COUNT = 8;

function StatCards({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation();
  const { number } = useDateFormat();
  const { users, rooms, today } = overview;
  return (
    <>
      <StatCard
        icon={Users}
        label={t('admin.overview.cards.users')}
        value={number(users.total)}
        detail={t('admin.overview.cards.usersDetail', {
          guests: users.guests,
          admins: users.admins,
          banned: users.banned,
        })}
        to="/admin/users"
      />
      <StatCard
        icon={UserPlus}
        label={t('admin.overview.cards.newUsers')}
        value={t('admin.overview.cards.newUsersValue', {
          week: users.newLast7Days,
          month: users.newLast30Days,
        })}
        detail={t('admin.overview.cards.newUsersDetail')}
      />
      <StatCard
        icon={DoorOpen}
        label={t('admin.overview.cards.rooms')}
        value={number(rooms.total)}
        detail={t('admin.overview.cards.roomsDetail', { active: rooms.activeNow })}
      />
      <StatCard
        icon={Wifi}
        label={t('admin.overview.cards.online')}
        value={number(overview.onlineNow)}
        detail={t('admin.overview.cards.onlineDetail')}
      />
      <StatCard
        icon={Vote}
        label={t('admin.overview.cards.rounds')}
        value={number(today.rounds)}
        detail={t('admin.overview.cards.roundsDetail')}
      />
      <StatCard
        icon={Layers}
        label={t('admin.overview.cards.votes')}
        value={number(today.votes)}
        detail={t('admin.overview.cards.votesDetail')}
      />
      <StatCard
        icon={MessagesSquare}
        label={t('admin.overview.cards.retros')}
        value={number(overview.retros)}
        detail={t('admin.overview.cards.retrosDetail')}
      />
      <StatCard
        icon={UsersRound}
        label={t('admin.overview.cards.teams')}
        value={number(overview.teams)}
        detail={t('admin.overview.cards.teamsDetail')}
      />
      <StatCard
        icon={Inbox}
        label={t('admin.overview.cards.feedback')}
        value={number(overview.feedbackWaiting)}
        detail={t('admin.overview.cards.feedbackDetail')}
        to="/admin/feedback?status=new"
      />
    </>
  );
}

export function AdminOverviewPage() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const overview = useAdminOverview();
  const data = overview.data;
  return (
    <div className="grid gap-6">
      <PageHeader title={t('admin.overview.title')} lead={t('admin.overview.lead')} className="mb-0">
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          {data && <span>{t('admin.overview.updated', { time: format.time(data.generatedAt) })}</span>}
          <Button
            variant="outline"
            size="sm"
            onClick={() => void overview.refetch()}
            disabled={overview.isFetching}
            aria-busy={overview.isFetching || undefined}
          >
            <RefreshCw aria-hidden="true" className={overview.isFetching ? 'animate-spin' : undefined} />
            {t('admin.overview.refresh')}
          </Button>
        </div>
      </PageHeader>
      {overview.isError && !data ? (
        <LoadError message={adminErrorMessage(overview.error, t)} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <section aria-busy={!data || undefined} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {data ? (
              <StatCards overview={data} />
            ) : (
              Array.from({ length: CARD_COUNT }, (_, i) => <StatCardSkeleton key={i} />)
            )}
          </section>
          <div className="grid gap-4 lg:grid-cols-2">
            {data ? (
              <>
                <ActivityChart metric="visits" days={data.daily} />
                <ActivityChart metric="signUps" days={data.daily} />
              </>
            ) : (
              <>
                <ActivityChartSkeleton />
                <ActivityChartSkeleton />
              </>
            )}
          </div>
        </>
      )}
    </div>
  );
}
