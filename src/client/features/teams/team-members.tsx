import { useState } from 'react';
import { LogOut, ShieldCheck, UserMinus, UserRound } from 'lucide-react';
import type { TeamDetail, TeamMember } from '../../../shared/api/teams';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/i18n';
import { useNavigate } from '../../lib/router';
import { toast } from '../../lib/toast';
import { useTeamActions } from './team-api';

type Confirm = { kind: 'remove'; member: TeamMember } | { kind: 'leave' } | null;

/** Who is in the team; an admin changes roles and removes people, anyone may leave. */
export function TeamMembers({ team, selfId }: { team: TeamDetail; selfId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useTeamActions(team.id);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const admin = team.myRole === 'admin';
  return (
    <section aria-labelledby="team-members" className="grid gap-3">
      <h2 id="team-members" className="font-semibold">
        {t('teams.page.members')} <span className="text-muted-foreground">({team.memberCount})</span>
      </h2>
      <ul className="grid gap-2">
        {team.members.map((member) => {
          const you = member.userId === selfId;
          return (
            <li
              key={member.userId}
              data-team-member={member.userId}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-border bg-card p-2.5"
            >
              <Avatar name={member.displayName} src={member.photoURL} className="size-8" />
              <span className="min-w-32 flex-1 font-medium wrap-anywhere">
                {you ? t('teams.page.you', { name: member.displayName }) : member.displayName}
              </span>
              <Badge tone={member.role === 'admin' ? 'primary' : 'neutral'}>
                {t(`teams.roles.${member.role}`)}
              </Badge>
              {admin && (
                <span className="flex gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={actions.isPending}
                    onClick={() =>
                      actions.mutate({
                        kind: 'setRole',
                        userId: member.userId,
                        role: member.role === 'admin' ? 'member' : 'admin',
                      })
                    }
                  >
                    {member.role === 'admin' ? (
                      <UserRound aria-hidden="true" />
                    ) : (
                      <ShieldCheck aria-hidden="true" />
                    )}
                    {t(member.role === 'admin' ? 'teams.page.makeMember' : 'teams.page.makeAdmin')}
                  </Button>
                  {!you && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('teams.page.removeLabel', { name: member.displayName })}
                      onClick={() => setConfirm({ kind: 'remove', member })}
                    >
                      <UserMinus aria-hidden="true" />
                      {t('teams.page.remove')}
                    </Button>
                  )}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <div>
        <Button variant="outline" size="sm" onClick={() => setConfirm({ kind: 'leave' })}>
          <LogOut aria-hidden="true" />
          {t('teams.page.leave')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirm?.kind === 'remove'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('teams.page.removeTitle', {
          name: confirm?.kind === 'remove' ? confirm.member.displayName : '',
        })}
        description={t('teams.page.removeLead')}
        confirmLabel={t('teams.page.remove')}
        destructive
        onConfirm={() =>
          confirm?.kind === 'remove'
            ? actions.mutateAsync({ kind: 'remove', userId: confirm.member.userId })
            : undefined
        }
      />
      <ConfirmDialog
        open={confirm?.kind === 'leave'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('teams.page.leaveTitle', { name: team.name })}
        description={t('teams.page.leaveLead')}
        confirmLabel={t('teams.page.leave')}
        destructive
        onConfirm={() =>
          actions.mutateAsync({ kind: 'remove', userId: selfId }).then(() => {
            toast.success(t('teams.page.left', { name: team.name }));
            void navigate('/teams');
          })
        }
      />
    </section>
  );
}
