import { useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { ImageUp, UserRoundX } from 'lucide-react';
import { AVATAR_TYPES } from '../../../shared/api/avatar';
import type { Profile } from '../../../shared/api/profile';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { SubmitButton } from '../../components/ui/submit-button';
import { isApiError } from '../../lib/api-client';
import { avatarProblem, useAvatar, type AvatarProblem } from './profile-api';
import { useTranslation } from '../../lib/i18n';

const MESSAGE_OF_CODE: Record<string, AvatarProblem | 'unreadable' | 'dimensions'> = {
  AVATAR_TOO_LARGE: 'tooBig',
  UNSUPPORTED_IMAGE: 'wrongType',
  INVALID_IMAGE: 'unreadable',
  IMAGE_DIMENSIONS: 'dimensions',
};

/** Upload a photo (the server crops and stores it) or go back to generated initials. */
export function AvatarEditor({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { upload, remove } = useAvatar();
  const [error, setError] = useState<string | null>(null);

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) return setError(t(`profile.avatar.${problem}`));
    setError(null);
    upload.mutate(file, {
      onSuccess: () => toast.success(t('profile.avatar.uploaded')),
      onError: (failure) => {
        const known = isApiError(failure) ? MESSAGE_OF_CODE[failure.code] : undefined;
        if (known) setError(t(`profile.avatar.${known}`));
        else if (isApiError(failure) && failure.code === 'NETWORK') setError(t('errors.network'));
        else setError(isApiError(failure) ? failure.message : t('errors.generic'));
      },
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar name={user.displayName} src={user.photoURL} className="size-20 text-2xl" />
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id="avatar-file"
            type="file"
            accept={AVATAR_TYPES.join(',')}
            className="sr-only"
            // The visible button below is the control people use; this input only opens the picker.
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => onFile(event.target.files?.[0])}
          />
          <SubmitButton
            type="button"
            variant="outline"
            size="sm"
            pending={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {!upload.isPending && <ImageUp aria-hidden="true" />}
            {upload.isPending ? t('profile.avatar.uploading') : t('profile.avatar.upload')}
          </SubmitButton>
          {user.photoURL && (
            <Button
              variant="ghost"
              size="sm"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => toast.success(t('profile.avatar.removed')),
                  onError: () => toast.error(t('errors.generic')),
                })
              }
            >
              <UserRoundX aria-hidden="true" />
              {t('profile.avatar.remove')}
            </Button>
          )}
        </div>
        <p id="avatar-hint" className="text-xs text-muted-foreground">
          {t('profile.avatar.hint')}
        </p>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
