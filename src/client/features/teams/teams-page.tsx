import { Users } from 'lucide-react';
import type { TeamSummary } from '../../../shared/api/teams';
import { PageHeader } from '../../components/page-header';
import { Button, focusRing } from '../../components/ui/button';
import { Badge } from '../../components/ui/badge';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../auth';
import { useTranslation } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { cn } from '../../lib/utils';
import { CreateTeamForm } from './create-team-form';
import { useMyTeams } from './team-api';
import { TeamAvatar } from './team-avatar';

function TeamRow({ team }: { team: TeamSummary }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-center gap-3 rounded-lg border border-border bg-card p-3 shadow-xs">
      <TeamAvatar name={team.name} color={team.color} />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <Link
          to={`/teams/${team.id}`}
          className={cn('min-w-0 font-medium wrap-anywhere underline-offset-4 hover:underline', focusRing)}
        >
          {team.name}
        </Link>
        <p className="text-xs text-muted-foreground">{t('teams.members', { count: team.memberCount })}</p>
      </div>
      <Badge tone={team.myRole === 'admin' ? 'primary' : 'neutral'}>{t(`teams.roles.${team.myRole}`)}</Badge>
    </li>
  );
}

/** /teams: the person's teams, and a new one. Guests are told to save their account first. */
export function TeamsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const guest = user?.isAnonymous ?? false;
  const teams = useMyTeams(!guest);
  return (
    <div className="grid max-w-3xl gap-5">
      <PageHeader title={t('teams.title')} lead={t('teams.lead')} className="mb-0" />
      {guest ? (
        <div className="grid justify-items-start gap-3 rounded-xl border border-border bg-card p-4">
          <p>{t('teams.guest')}</p>
          <Button asChild size="sm">
            <Link to="/sign-up">{t('teams.saveAccount')}</Link>
          </Button>
        </div>
      ) : (
        <>
          {teams.isError ? (
            <LoadError message={t('teams.loadError')} onRetry={() => void teams.refetch()} />
          ) : !teams.data ? (
            <div className="grid gap-2" aria-busy="true">
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </div>
          ) : teams.data.length === 0 ? (
            <EmptyState icon={Users} title={t('teams.empty')} hint={t('teams.emptyHint')} />
          ) : (
            <ul aria-label={t('teams.title')} className="grid gap-2">
              {teams.data.map((team) => (
                <TeamRow key={team.id} team={team} />
              ))}
            </ul>
          )}
          <CreateTeamForm />
        </>
      )}
    </div>
  );
}
