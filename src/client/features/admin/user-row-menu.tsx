import { Ban, KeyRound, LogOut, MoreHorizontal, ShieldCheck, ShieldOff, Trash2, Undo2 } from 'lucide-react';
import type { AdminUser } from '../../../shared/api/admin';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuIconTrigger,
  DropdownMenuItem,
  DropdownMenuSeparator,
} from '../../components/ui/dropdown-menu';
import { useTranslation } from '../../lib/i18n';

export type UserIntent = 'promote' | 'demote' | 'ban' | 'unban' | 'signOut' | 'resetLink' | 'delete';

interface UserRowMenuProps {
  user: AdminUser;
  isSelf: boolean;
  onIntent(intent: UserIntent, user: AdminUser): void;
}

/** Everything an administrator can do to one account; the server still checks each action. */
export function UserRowMenu({ user, isSelf, onIntent }: UserRowMenuProps) {
  const { t } = useTranslation();
  const pick = (intent: UserIntent) => () => onIntent(intent, user);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuIconTrigger
        icon={MoreHorizontal}
        className="size-8"
        label={t('admin.users.actionsFor', { name: user.displayName })}
      />
      <DropdownMenuContent align="end">
        {user.role === 'admin' ? (
          <DropdownMenuItem onSelect={pick('demote')}>
            <ShieldOff aria-hidden="true" />
            {t('admin.users.actions.demote')}
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={pick('promote')} disabled={user.isAnonymous}>
            <ShieldCheck aria-hidden="true" />
            {t('admin.users.actions.promote')}
          </DropdownMenuItem>
        )}
        {user.banned ? (
          <DropdownMenuItem onSelect={pick('unban')}>
            <Undo2 aria-hidden="true" />
            {t('admin.users.actions.unban')}
          </DropdownMenuItem>
        ) : (
          !isSelf && (
            <DropdownMenuItem onSelect={pick('ban')}>
              <Ban aria-hidden="true" />
              {t('admin.users.actions.ban')}
            </DropdownMenuItem>
          )
        )}
        {!isSelf && (
          <DropdownMenuItem onSelect={pick('signOut')}>
            <LogOut aria-hidden="true" />
            {t('admin.users.actions.signOut')}
          </DropdownMenuItem>
        )}
        {!user.isAnonymous && (
          <DropdownMenuItem onSelect={pick('resetLink')}>
            <KeyRound aria-hidden="true" />
            {t('admin.users.actions.resetLink')}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={pick('delete')}>
          <Trash2 aria-hidden="true" />
          {t('admin.users.actions.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
