import { useState } from 'react';
import { Link2Off, Mail, RefreshCw } from 'lucide-react';
import type { TeamDetail } from '../../../shared/api/teams';
import { CopyLinkButton } from '../../components/live/copy-link-button';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/i18n';
import { useTeamActions } from './team-api';

export const teamInviteLink = (token: string) => `${window.location.origin}/teams/join/${token}`;

/** The admins' one link to the team: made, copied, replaced or turned off here and nowhere else. */
export function TeamInvite({ team }: { team: TeamDetail }) {
  const { t, i18n } = useTranslation();
  const actions = useTeamActions(team.id);
  const { invite } = team;
  return (
    <section aria-labelledby="team-invite" className="grid gap-3 rounded-xl border border-border bg-card p-4">
      <h2 id="team-invite" className="font-semibold">
        {t('teams.invite.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('teams.invite.lead')}</p>
      {invite ? (
        <>
          <code
            className="rounded-md bg-muted px-2 py-1.5 text-xs wrap-anywhere"
            data-testid="team-invite-link"
          >
            {teamInviteLink(invite.token)}
          </code>
          <p className="text-xs text-muted-foreground">
            {t('teams.invite.expires', {
              date: new Date(invite.expiresAt).toLocaleDateString(i18n.resolvedLanguage, {
                dateStyle: 'long',
              }),
            })}
          </p>
        </>
      ) : (
        <p className="text-sm">{t('teams.invite.none')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {invite && <CopyLinkButton link={teamInviteLink(invite.token)} />}
        <Button
          size="sm"
          variant={invite ? 'outline' : 'primary'}
          disabled={actions.isPending}
          onClick={() => actions.mutate({ kind: 'newLink' })}
        >
          <RefreshCw aria-hidden="true" />
          {t(invite ? 'teams.invite.rotate' : 'teams.invite.create')}
        </Button>
        {invite && (
          <Button
            size="sm"
            variant="outline"
            disabled={actions.isPending}
            onClick={() => actions.mutate({ kind: 'revokeLink' })}
          >
            <Link2Off aria-hidden="true" />
            {t('teams.invite.revoke')}
          </Button>
        )}
      </div>
      {getRuntimeConfig().passwordResetByEmail === true && <InviteByEmail teamId={team.id} />}
    </section>
  );
}

/** The team's link sent to one address, when the server sends email (as password resets do). */
function InviteByEmail({ teamId }: { teamId: string }) {
  const { t } = useTranslation();
  const actions = useTeamActions(teamId);
  const [email, setEmail] = useState('');
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const address = email.trim();
        if (!address) return;
        actions.mutate(
          { kind: 'email', email: address },
          {
            onSuccess: () => {
              toast.success(t('teams.invite.emailed', { email: address }));
              setEmail('');
            },
          },
        );
      }}
    >
      <label className="grid min-w-0 flex-1 gap-1 text-sm font-medium">
        {t('teams.invite.byEmail')}
        <Input
          type="email"
          name="invite-email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <Button type="submit" size="sm" variant="outline" disabled={actions.isPending}>
        <Mail aria-hidden="true" />
        {t('teams.invite.send')}
      </Button>
    </form>
  );
}
