import type { AdminUser, BanUserInput } from '../../../shared/api/admin';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { BanDialog } from './ban-dialog';
import { useTranslation } from '../../lib/i18n';

export type PendingDialog = { kind: 'promote' | 'demote' | 'ban' | 'delete'; user: AdminUser } | null;

interface UserDialogsProps {
  dialog: PendingDialog;
  selfId: string | undefined;
  pending: boolean;
  onClose(): void;
  onRole(user: AdminUser, role: 'admin' | 'user'): void;
  onBan(user: AdminUser, input: BanUserInput): void;
  onDelete(user: AdminUser): void;
}

/** The questions asked before a change that matters: role changes, bans and deletions. */
export function UserDialogs({ dialog, selfId, pending, onClose, onRole, onBan, onDelete }: UserDialogsProps) {
  const { t } = useTranslation();
  const user = dialog?.user;
  const name = user?.displayName ?? '';
  const openChange = (open: boolean) => !open && onClose();
  return (
    <>
      <ConfirmDialog
        open={dialog?.kind === 'promote'}
        onOpenChange={openChange}
        title={t('admin.users.promote.title', { name })}
        description={<p>{t('admin.users.promote.description')}</p>}
        confirmLabel={t('admin.users.promote.confirm')}
        pending={pending}
        onConfirm={() => user && onRole(user, 'admin')}
      />
      <ConfirmDialog
        open={dialog?.kind === 'demote'}
        onOpenChange={openChange}
        title={t('admin.users.demote.title', { name })}
        description={
          <>
            <p>
              {user?.id === selfId
                ? t('admin.users.demote.selfDescription')
                : t('admin.users.demote.description', { name })}
            </p>
            {user?.isConfiguredAdmin && <p>{t('admin.users.demote.configuredNote')}</p>}
          </>
        }
        confirmLabel={t('admin.users.demote.confirm')}
        destructive
        pending={pending}
        onConfirm={() => user && onRole(user, 'user')}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={openChange}
        title={t('admin.users.delete.title', { name })}
        description={<p>{t('admin.users.delete.description', { name, rooms: user?.roomCount ?? 0 })}</p>}
        confirmLabel={t('admin.users.delete.confirm')}
        destructive
        pending={pending}
        onConfirm={() => user && onDelete(user)}
      />
      <BanDialog
        user={dialog?.kind === 'ban' ? dialog.user : null}
        pending={pending}
        onOpenChange={openChange}
        onBan={(input) => user && onBan(user, input)}
      />
    </>
  );
}
