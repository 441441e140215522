import { UserPlus } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { isApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { Link, useNavigate, useParams } from '../../lib/router';
import { toast } from '../../lib/toast';
import { useSession } from '../auth';
import { useAcceptInvite, useInvitePreview } from './team-api';
import { TeamAvatar } from './team-avatar';

/** /teams/join/:token: an invitation link, opened. Signing in comes first (the route asks for it). */
export function TeamJoinPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const preview = useInvitePreview(token);
  const accept = useAcceptInvite(token);
  if (preview.isError) {
    const gone = isApiError(preview.error) && preview.error.status === 404;
    return gone ? (
      <p role="alert" className="max-w-xl rounded-xl border border-border bg-card p-4">
        {t('teams.join.invalid')}
      </p>
    ) : (
      <LoadError message={t('teams.loadError')} onRetry={() => void preview.refetch()} />
    );
  }
  if (!preview.data) return <Skeleton className="h-40 max-w-xl" />;
  const team = preview.data;
  return (
    <div className="grid max-w-xl gap-4">
      <PageHeader title={t('teams.join.title', { name: team.name })} className="mb-0" />
      <div className="flex items-center gap-3 rounded-xl border border-border bg-card p-4">
        <TeamAvatar name={team.name} color={team.color} />
        <p className="text-sm text-muted-foreground">{t('teams.members', { count: team.memberCount })}</p>
      </div>
      {user?.isAnonymous ? (
        <div className="grid justify-items-start gap-3">
          <p>{t('teams.join.guest')}</p>
          <Button asChild size="sm">
            <Link to="/sign-up">{t('teams.saveAccount')}</Link>
          </Button>
        </div>
      ) : team.alreadyMember ? (
        <div className="grid justify-items-start gap-3">
          <p>{t('teams.join.already')}</p>
          <Button asChild size="sm">
            <Link to={`/teams/${team.teamId}`}>{t('teams.join.open')}</Link>
          </Button>
        </div>
      ) : (
        <div>
          <Button
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(undefined, {
                onSuccess: () => {
                  toast.success(t('teams.join.joined', { name: team.name }));
                  void navigate(`/teams/${team.teamId}`);
                },
                onError: (error) => toast.error(isApiError(error) ? error.message : t('errors.generic')),
              })
            }
          >
            <UserPlus aria-hidden="true" />
            {t('teams.join.submit')}
          </Button>
        </div>
      )}
    </div>
  );
}
