import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Trash2 } from 'lucide-react';
import type { RoomSummary } from '../../../shared/api/rooms';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { isApiError } from '../../lib/api-client';
import { useMyRooms } from '../rooms';
import { useDeleteAccount } from './profile-api';
import { useTranslation } from '../../lib/i18n';

const NAMES_SHOWN = 5;

const namesOf = (rooms: readonly RoomSummary[]) =>
  rooms
    .slice(0, NAMES_SHOWN)
    .map((room) => `“${room.name}”`)
    .join(', ') + (rooms.length > NAMES_SHOWN ? ', …' : '');

/**
 * SPEC §4 decides what happens to rooms: the ones the user owns are deleted for everyone, the ones
 * they joined are left. The dialog names those rooms before anything is done.
 */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rooms = useMyRooms();
  const remove = useDeleteAccount();
  const owned = rooms.data?.rooms ?? [];
  const joined = rooms.data?.guestRooms ?? [];

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t('profile.danger.done')),
      onError: (error) =>
        toast.error(isApiError(error) && error.code !== 'NETWORK' ? error.message : t('errors.network')),
    });

  return (
    <Card aria-labelledby="danger-title" className="border-destructive/40">
      <CardHeader>
        <CardTitle id="danger-title">{t('profile.danger.title')}</CardTitle>
        <CardDescription>{t('profile.danger.lead')}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" />
          {t('profile.danger.button')}
        </Button>
      </CardFooter>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('profile.danger.dialogTitle')}
        description={
          <>
            <p>
              {owned.length
                ? t('profile.danger.owned', { count: owned.length, names: namesOf(owned) })
                : t('profile.danger.ownedNone')}
            </p>
            <p>
              {joined.length
                ? t('profile.danger.joined', { count: joined.length, names: namesOf(joined) })
                : t('profile.danger.joinedNone')}
            </p>
            <p className="font-medium text-foreground">{t('profile.danger.rest')}</p>
          </>
        }
        confirmLabel={t('profile.danger.confirm')}
        destructive
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </Card>
  );
}
