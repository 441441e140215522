import type { TeamAction, TeamDetail } from '../../../shared/api/teams';
import { Badge } from '../../components/ui/badge';
import { Check } from 'lucide-react';
import { Button, focusRing } from '../../components/ui/button';
import { NativeSelect } from '../../components/ui/native-select';
import { useTranslation } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { useTeamActions } from './team-api';

/** Whom an action can be handed to: the team, and whoever has it now if they are not in the team. */
function ownerChoices(team: TeamDetail, action: TeamAction) {
  const choices = team.members.map((member) => ({ userId: member.userId, name: member.displayName }));
  if (action.ownerUserId && !choices.some((choice) => choice.userId === action.ownerUserId)) {
    choices.push({ userId: action.ownerUserId, name: action.ownerName ?? '' });
  }
  return choices;
}

/**
 * What the team decided and has not done yet, across its retros: overdue first, as the server orders
 * them. Any member checks one off or hands it to someone else.
 */
export function TeamActions({ team }: { team: TeamDetail }) {
  const { t, i18n } = useTranslation();
  const change = useTeamActions(team.id);
  const today = new Date().toISOString().slice(0, 10);
  const dateOf = (day: string) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString(i18n.resolvedLanguage, { dateStyle: 'medium' });
  return (
    <section aria-labelledby="team-actions" className="grid gap-3">
      <h2 id="team-actions" className="font-semibold">
        {t('teams.page.actions')} <span className="text-muted-foreground">({team.openActions.length})</span>
      </h2>
      {team.openActions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('teams.page.noActions')}</p>
      ) : (
        <ul aria-label={t('teams.page.actions')} className="grid gap-2">
          {team.openActions.map((action) => {
            const overdue = action.dueDate !== null && action.dueDate < today;
            return (
              <li
                key={action.id}
                className="grid grid-cols-[1fr_auto] items-start gap-x-2 gap-y-1 rounded-lg border border-border bg-card p-2.5 text-sm"
              >
                <p className="font-medium wrap-anywhere">{action.text}</p>
                <Button
                  size="sm"
                  variant="outline"
                  className="row-span-2"
                  aria-label={t('teams.page.markDoneLabel', { text: action.text })}
                  disabled={change.isPending}
                  onClick={() =>
                    change.mutate(
                      { kind: 'actionDone', actionId: action.id },
                      { onSuccess: () => toast.success(t('teams.page.markedDone')) },
                    )
                  }
                >
                  <Check aria-hidden="true" />
                  {t('teams.page.markDone')}
                </Button>
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                  {overdue && <Badge tone="danger">{t('teams.page.overdue')}</Badge>}
                  {action.dueDate && <span>{t('teams.page.due', { date: dateOf(action.dueDate) })}</span>}
                  <Link
                    to={`/retro/${action.retroId}`}
                    className={cn('underline-offset-4 hover:underline', focusRing)}
                  >
                    {action.retroName}
                  </Link>
                </p>
                <NativeSelect
                  className="col-span-2 max-w-60"
                  aria-label={t('teams.page.ownerLabel', { text: action.text })}
                  value={action.ownerUserId ?? ''}
                  disabled={change.isPending}
                  onChange={(event) =>
                    change.mutate(
                      { kind: 'actionOwner', actionId: action.id, ownerUserId: event.target.value || null },
                      { onSuccess: () => toast.success(t('teams.page.ownerChanged')) },
                    )
                  }
                >
                  <option value="">{t('teams.page.noOwner')}</option>
                  {ownerChoices(team, action).map((owner) => (
                    <option key={owner.userId} value={owner.userId}>
                      {owner.name}
                    </option>
                  ))}
                </NativeSelect>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
