import { useState } from 'react';
import { Trash2, UsersRound } from 'lucide-react';
import type { AdminTeam } from '../../../shared/api/teams';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useAdminTeams, useDeleteTeam } from './admin-api';

/** /admin/teams: every team on the server, its size, and deleting one after a confirmation. */
export function AdminTeamsPage() {
  const { t, i18n } = useTranslation();
  const teams = useAdminTeams();
  const remove = useDeleteTeam();
  const [deleting, setDeleting] = useState<AdminTeam | null>(null);
  const created = (at: string) =>
    new Date(at).toLocaleDateString(i18n.resolvedLanguage, { dateStyle: 'medium' });

  let body;
  if (teams.isError) {
    body = <LoadError message={t('admin.teams.loadError')} onRetry={() => void teams.refetch()} />;
  } else if (!teams.data) {
    body = (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  } else if (teams.data.length === 0) {
    body = <EmptyState icon={UsersRound} title={t('admin.teams.empty')} />;
  } else {
    body = (
      <ul aria-label={t('admin.teams.title')} className="grid gap-2">
        {teams.data.map((team) => (
          <li
            key={team.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-3"
          >
            <div className="grid min-w-0 gap-0.5">
              <p className="font-medium wrap-anywhere">{team.name}</p>
              <p className="text-sm text-muted-foreground">
                {t('admin.teams.counts', {
                  members: team.memberCount,
                  rooms: team.roomCount,
                  retros: team.retroCount,
                })}{' '}
                · {t('admin.teams.created', { date: created(team.createAt) })}
              </p>
            </div>
            <Button
              size="sm"
              variant="outline"
              aria-label={t('admin.teams.deleteLabel', { name: team.name })}
              onClick={() => setDeleting(team)}
            >
              <Trash2 aria-hidden="true" />
              {t('admin.teams.delete')}
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="grid gap-5">
      <PageHeader title={t('admin.teams.title')} lead={t('admin.teams.lead')} className="mb-0" />
      {body}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('admin.teams.deleteTitle', { name: deleting?.name ?? '' })}
        description={
          <p>
            {t('admin.teams.deleteLead', {
              members: deleting?.memberCount ?? 0,
              rooms: deleting?.roomCount ?? 0,
              retros: deleting?.retroCount ?? 0,
            })}
          </p>
        }
        confirmLabel={t('admin.teams.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          const { id, name } = deleting;
          remove.mutate(id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(t('admin.teams.deleted', { name }));
            },
          });
        }}
      />
    </div>
  );
}
