import { useMemo, useState } from 'react';
import { Eye, Hand, MoreHorizontal, ShieldCheck, ShieldOff, UserMinus } from 'lucide-react';
import { isOwner, mayChangeRolesOf, type AssignableRole } from '../../../shared/domain/roles';
import type { LiveMember, RemovedMember } from '../../../shared/protocol/live-protocol';
import { availableRoleChanges, rolesAfter, type RoleChange } from '../../lib/live/member-roles';
import { ConfirmDialog } from '../confirm-dialog';
import { Button } from '../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuIconTrigger,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '../ui/dropdown-menu';
import { useTranslation } from '../../lib/i18n';

/** What a facilitator may do to another member; each kind sends its own commands. */
export interface MemberActions {
  ownerId: string;
  /** Who acts: the owner's roles are theirs alone to change. */
  selfId: string;
  changeRoles(member: LiveMember, roles: AssignableRole[], success: string): void;
  remove(member: LiveMember): Promise<unknown>;
  readmit(person: RemovedMember): void;
}

/** The commands every kind takes for roles and removal. */
type MemberCommand =
  | { type: 'member.roles'; userId: string; roles: AssignableRole[] }
  | { type: 'member.remove'; userId: string }
  | { type: 'member.readmit'; userId: string };

/** A facilitator's actions as the kind's commands; null for everyone else. */
export function useMemberActions(
  ownerId: string,
  selfId: string,
  canManage: boolean,
  send: (command: MemberCommand, options?: { success?: string }) => Promise<unknown>,
): MemberActions | null {
  const { t } = useTranslation();
  return useMemo(
    () =>
      canManage
        ? {
            ownerId,
            selfId,
            changeRoles: (member, roles, success) =>
              void send({ type: 'member.roles', userId: member.userId, roles }, { success }),
            remove: (member) => send({ type: 'member.remove', userId: member.userId }),
            readmit: (person) =>
              void send(
                { type: 'member.readmit', userId: person.userId },
                { success: t('live.members.done.readmit', { name: person.displayName }) },
              ),
          }
        : null,
    [canManage, ownerId, selfId, send, t],
  );
}

const ROLE_ICONS: Record<RoleChange, typeof Eye> = {
  makeModerator: ShieldCheck,
  removeModerator: ShieldOff,
  makeObserver: Eye,
  makePlayer: Hand,
};

function useRoleChanges(member: LiveMember, actions: MemberActions) {
  const { t } = useTranslation();
  const self = { userId: actions.selfId, roles: [] };
  if (!mayChangeRolesOf(self, member, actions.ownerId)) return [];
  return availableRoleChanges(member.roles).map((change) => ({
    change,
    Icon: ROLE_ICONS[change],
    label: t(`live.members.actions.${change}`),
    apply: () =>
      actions.changeRoles(
        member,
        rolesAfter(member.roles, change),
        t(`live.members.done.${change}`, { name: member.displayName }),
      ),
  }));
}

/**
 * Asks before a member is removed. It lives outside the menu or popover that offers removal, since
 * those close as the dialog takes the focus.
 */
export function RemoveMemberDialog({
  member,
  actions,
  open,
  onOpenChange,
}: {
  member: LiveMember;
  actions: MemberActions;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('live.members.removeTitle', { name: member.displayName })}
      description={t('live.members.removeLead')}
      confirmLabel={t('live.members.actions.remove')}
      destructive
      onConfirm={() => actions.remove(member)}
    />
  );
}

/** A member's roles and removal, as a menu beside their name. Only offered to facilitators. */
export function MemberMenu({ member, actions }: { member: LiveMember; actions: MemberActions }) {
  const { t } = useTranslation();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const changes = useRoleChanges(member, actions);
  // The owner, seen by a moderator: nothing to change, nothing to remove.
  if (changes.length === 0 && isOwner(member, actions.ownerId)) return null;
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuIconTrigger
          icon={MoreHorizontal}
          className="size-8"
          label={t('live.members.menu', { name: member.displayName })}
        />
        <DropdownMenuContent align="center">
          <DropdownMenuLabel className="truncate font-semibold">{member.displayName}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {changes.map(({ change, Icon, label, apply }) => (
            <DropdownMenuItem key={change} onSelect={apply}>
              <Icon aria-hidden="true" />
              {label}
            </DropdownMenuItem>
          ))}
          {!isOwner(member, actions.ownerId) && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => setConfirmRemove(true)}>
                <UserMinus aria-hidden="true" />
                {t('live.members.actions.remove')}
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <RemoveMemberDialog
        member={member}
        actions={actions}
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
      />
    </>
  );
}

/** The same actions as plain buttons, for a popover that already holds other things. */
export function MemberActionButtons({
  member,
  actions,
  onRemove,
  onDone,
}: {
  member: LiveMember;
  actions: MemberActions;
  onRemove(): void;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const changes = useRoleChanges(member, actions);
  return (
    <div className="grid gap-0.5 border-t border-border pt-2 first:border-t-0 first:pt-0">
      <p className="truncate px-2 text-xs font-semibold text-muted-foreground">{member.displayName}</p>
      {changes.map(({ change, Icon, label, apply }) => (
        <Button
          key={change}
          variant="ghost"
          size="sm"
          className="justify-start"
          onClick={() => {
            onDone();
            apply();
          }}
        >
          <Icon aria-hidden="true" />
          {label}
        </Button>
      ))}
      {!isOwner(member, actions.ownerId) && (
        <Button variant="ghost" size="sm" className="justify-start text-destructive" onClick={onRemove}>
          <UserMinus aria-hidden="true" />
          {t('live.members.actions.remove')}
        </Button>
      )}
    </div>
  );
}
