import { lazy, Suspense } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Skeleton } from '../../components/ui/skeleton';
import { LoadError } from '../../components/ui/load-error';
import { isApiError } from '../../lib/api-client';
import { withChunkReload } from '../../lib/chunk-reload';
import { useTranslation } from '../../lib/i18n';
import { Link, useParams } from '../../lib/router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../auth';
import { useTeam } from './team-api';
import { TeamActions } from './team-actions';
import { TeamAvatar } from './team-avatar';
import { TeamInvite } from './team-invite';
import { TeamMeetings } from './team-meetings';
import { TeamMembers } from './team-members';
import { useTeamNews } from './team-news';
import { TeamSettings } from './team-settings';

// Charts and their table come after everything else on the page: they load once it is shown.
const TeamFigures = lazy(
  withChunkReload(() => import('./team-figures').then((module) => ({ default: module.TeamFigures }))),
);

/** /teams/:team: its rooms and retros, who is in it and, for its admins, the link and the settings. */
export function TeamPage() {
  const { t } = useTranslation();
  const { team: teamId = '' } = useParams();
  const { user } = useSession();
  const team = useTeam(teamId);
  useTeamNews(teamId);
  useDocumentTitle(team.data?.name ?? t('teams.title'));
  const back = (
    <Link
      to="/teams"
      className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('teams.page.back')}
    </Link>
  );
  if (team.isError) {
    const gone = isApiError(team.error) && team.error.status === 404;
    return (
      <div className="grid max-w-3xl gap-4">
        {back}
        {gone ? (
          <p role="alert" className="rounded-xl border border-border bg-card p-4">
            {t('teams.page.notFound')}
          </p>
        ) : (
          <LoadError message={t('teams.loadError')} onRetry={() => void team.refetch()} />
        )}
      </div>
    );
  }
  if (!team.data || !user) {
    return (
      <div className="grid max-w-3xl gap-4" aria-busy="true">
        {back}
        <Skeleton className="h-12 w-64" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  const data = team.data;
  return (
    <div className="grid max-w-3xl gap-6">
      {back}
      <header className="flex items-center gap-3">
        <TeamAvatar name={data.name} color={data.color} className="size-12 text-base" />
        <div className="grid min-w-0 gap-0.5">
          <h1 className="text-2xl font-semibold wrap-anywhere">{data.name}</h1>
          <p className="text-sm text-muted-foreground">
            {t('teams.members', { count: data.memberCount })} · {t(`teams.roles.${data.myRole}`)}
          </p>
        </div>
      </header>
      <TeamMeetings team={data} />
      <TeamActions team={data} />
      <TeamMembers team={data} selfId={user.uid} />
      {data.myRole === 'admin' && (
        <>
          <TeamInvite team={data} />
          <TeamSettings key={data.name} team={data} />
        </>
      )}
      {/* Last: while its charts load, nothing below them moves under someone's click. */}
      <Suspense fallback={<Skeleton className="h-40" />}>
        <TeamFigures team={data} />
      </Suspense>
    </div>
  );
}
