import { useEffect } from 'react';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../auth';
import { useMyTeams } from './team-api';

/**
 * Which team a new room or retro is for, on the forms that make them; shown only to someone who
 * is in a team. `null` is none: anyone with the link, as before teams.
 */
export function TeamPicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange(teamId: string | null): void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const teams = useMyTeams(Boolean(user && !user.isAnonymous));
  const known = teams.data?.some((team) => team.id === value) ?? false;
  // A team from the address that is not one of this person's: what is sent must be what is shown.
  // Only the list read now can say so: one kept from an earlier page (read before they joined the
  // team, say) would drop the very team the page was opened for.
  const current = teams.isFetchedAfterMount && !teams.isFetching;
  const stale = value !== null && (user?.isAnonymous === true || (current && !known));
  useEffect(() => {
    if (stale) onChange(null);
  }, [stale, onChange]);
  if (!teams.data || teams.data.length === 0) return null;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="team-picker">{t('teams.picker.label')}</Label>
      <NativeSelect
        id="team-picker"
        value={known ? (value ?? '') : ''}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{t('teams.picker.none')}</option>
        {teams.data.map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
