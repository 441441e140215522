import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { TEAM_COLORS, TEAM_NAME_MAX_LENGTH, type TeamColor } from '../../../shared/domain/teams';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { isApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useNavigate } from '../../lib/router';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { useCreateTeam } from './team-api';
import { TeamAvatar } from './team-avatar';

/** A name and a colour: the team is made and its page opens, with its maker as admin. */
export function CreateTeamForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateTeam();
  const [name, setName] = useState('');
  const [color, setColor] = useState<TeamColor>('green');
  const [error, setError] = useState<string | undefined>();
  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { name, color },
      {
        onSuccess: (team) => {
          toast.success(t('teams.create.created', { name: team.name }));
          void navigate(`/teams/${team.id}`);
        },
        onError: (failure) => setError(isApiError(failure) ? failure.message : t('errors.generic')),
      },
    );
  }
  return (
    <form onSubmit={submit} className="grid gap-4 rounded-xl border border-border bg-card p-4">
      <h2 className="font-semibold">{t('teams.create.title')}</h2>
      <FormField
        name="team-name"
        label={t('teams.create.name')}
        value={name}
        maxLength={TEAM_NAME_MAX_LENGTH}
        required
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('teams.create.color')}</legend>
        <div className="flex flex-wrap gap-2">
          {TEAM_COLORS.map((option) => (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg border border-border p-1.5 pr-3 text-sm has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary/40 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              )}
            >
              <input
                type="radio"
                name="team-color"
                value={option}
                checked={color === option}
                onChange={() => setColor(option)}
                className="sr-only"
              />
              <TeamAvatar name={name || '?'} color={option} className="size-7 text-xs" />
              {t(`teams.colors.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={create.isPending || name.trim() === ''}>
          <Plus aria-hidden="true" />
          {t('teams.create.submit')}
        </Button>
      </div>
    </form>
  );
}
