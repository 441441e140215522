import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useQuery } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { guestSignInSchema } from '../../../../shared/api/auth';
import { DISPLAY_NAME_MAX_LENGTH } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { api, isApiError } from '../../../lib/api-client';
import { roomPreviewSchema } from '../../../../shared/api/rooms';
import { LiveRoomLoading } from '../../../components/live/live-room-loading';
import { RoomNotFound } from './room-not-found';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { signInPath, useGuestSignIn } from '../../auth';

/** What the link leads to, asked before anyone gives a name: a dead link says so at once. */
function useRoomPreview(roomId: string) {
  return useQuery({
    queryKey: ['room-preview', roomId],
    queryFn: ({ signal }) => api.get(`/rooms/${roomId}/preview`, { signal, schema: roomPreviewSchema }),
    retry: (failures, failure) => !(isApiError(failure) && failure.status === 404) && failures < 2,
  });
}

/** A room link opened without an account: join with just a name, or sign in and come back. */
export function JoinRoomCard({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  const guest = useGuestSignIn();
  const preview = useRoomPreview(roomId);
  const [error, setError] = useState<string>();
  const title = preview.data ? t('room.join.titleNamed', { name: preview.data.name }) : t('room.join.title');
  useDocumentTitle(title);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('name') as HTMLInputElement;
    const parsed = guestSignInSchema.safeParse({ name: input.value });
    if (!parsed.success) {
      setError(
        input.value.trim()
          ? t('auth.validation.nameMax', { max: DISPLAY_NAME_MAX_LENGTH })
          : t('auth.validation.nameRequired'),
      );
      input.focus();
      return;
    }
    setError(undefined);
    // Once the session exists the page itself moves on to the table.
    guest.mutate(parsed.data.name, {
      onError: (failure) => toast.error(isApiError(failure) ? failure.message : t('errors.generic')),
    });
  }

  if (preview.isPending) return <LiveRoomLoading />;
  // Anything but a clear "no such room" (the network, the server) still lets people try to join.
  if (isApiError(preview.error) && preview.error.status === 404) return <RoomNotFound />;

  return (
    <div className="mx-auto grid w-full max-w-md gap-4 px-4 py-8 sm:py-14">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight break-words">{title}</h1>
          <CardDescription>{t('room.join.lead')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <FormField
              name="name"
              label={t('room.join.nameLabel')}
              hint={t('room.join.nameHint')}
              autoComplete="nickname"
              maxLength={DISPLAY_NAME_MAX_LENGTH}
              error={error}
              onInput={() => setError(undefined)}
              autoFocus
            />
            <SubmitButton pending={guest.isPending} className="w-full">
              {t('room.join.asGuest')}
            </SubmitButton>
          </form>
          <div className="grid gap-2 border-t border-border pt-4 text-center text-sm text-muted-foreground">
            <p>{t('room.join.haveAccount')}</p>
            <Button asChild variant="outline">
              <Link to={signInPath(`/rooms/${roomId}`)}>
                <LogIn aria-hidden="true" />
                {t('room.join.signIn')}
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
