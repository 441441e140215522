import { useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import type { TeamDetail } from '../../../shared/api/teams';
import { TEAM_NAME_MAX_LENGTH } from '../../../shared/domain/teams';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { useTranslation } from '../../lib/i18n';
import { useNavigate } from '../../lib/router';
import { toast } from '../../lib/toast';
import { useTeamActions } from './team-api';

/** For admins: the team's name, and deleting it after saying what goes. */
export function TeamSettings({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useTeamActions(team.id);
  const [name, setName] = useState(team.name);
  const [confirmDelete, setConfirmDelete] = useState(false);
  function rename(event: FormEvent) {
    event.preventDefault();
    actions.mutate({ kind: 'rename', name }, { onSuccess: () => toast.success(t('teams.settings.saved')) });
  }
  return (
    <section
      aria-labelledby="team-settings"
      className="grid gap-4 rounded-xl border border-border bg-card p-4"
    >
      <h2 id="team-settings" className="font-semibold">
        {t('teams.settings.title')}
      </h2>
      <form onSubmit={rename} className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <FormField
            name="team-rename"
            label={t('teams.create.name')}
            value={name}
            maxLength={TEAM_NAME_MAX_LENGTH}
            required
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <Button
          type="submit"
          variant="outline"
          disabled={actions.isPending || name.trim() === '' || name === team.name}
        >
          {t('teams.settings.save')}
        </Button>
      </form>
      <div>
        <Button variant="destructive" size="sm" onClick={() => setConfirmDelete(true)}>
          <Trash2 aria-hidden="true" />
          {t('teams.settings.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('teams.settings.deleteTitle', { name: team.name })}
        description={t('teams.settings.deleteLead')}
        confirmLabel={t('teams.settings.delete')}
        destructive
        onConfirm={() =>
          actions.mutateAsync({ kind: 'delete' }).then(() => {
            toast.success(t('teams.settings.deleted', { name: team.name }));
            void navigate('/teams');
          })
        }
      />
    </section>
  );
}
