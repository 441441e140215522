import { useState } from 'react';
import { toast } from '../../lib/toast';
import { DISPLAY_NAME_MAX_LENGTH } from '../../../shared/constants';
import type { Profile } from '../../../shared/api/profile';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { RulesForm } from '../../components/ui/rules-form';
import { SubmitButton } from '../../components/ui/submit-button';
import { isApiError } from '../../lib/api-client';
import { AvatarEditor } from './avatar-editor';
import { profileRules, useUpdateProfile, type ProfileRules } from './profile-api';
import { useTranslation } from '../../lib/i18n';

/** Photo, display name, and the sign-in email (shown, not editable here). */
export function IdentityCard({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [name, setName] = useState(user.displayName);
  const [error, setError] = useState<string>();
  const role = user.isAnonymous
    ? t('user.guest')
    : user.role === 'admin'
      ? t('user.roleAdmin')
      : t('user.roleUser');

  const submit = ({ displayNameSchema }: ProfileRules) => {
    const parsed = displayNameSchema.safeParse(name);
    if (!parsed.success) {
      const tooLong = parsed.error.issues[0]?.code === 'too_big';
      return setError(
        tooLong
          ? t('auth.validation.nameMax', { max: DISPLAY_NAME_MAX_LENGTH })
          : t('auth.validation.nameRequired'),
      );
    }
    update.mutate(
      { displayName: parsed.data },
      {
        onSuccess: (profile) => {
          setName(profile.displayName);
          toast.success(t('profile.identity.saved'));
        },
        onError: (failure) => setError(isApiError(failure) ? failure.message : t('errors.generic')),
      },
    );
  };

  return (
    <Card aria-labelledby="identity-title">
      <CardHeader>
        <CardTitle id="identity-title">{t('profile.identity.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <AvatarEditor user={user} />
        <RulesForm
          rules={profileRules}
          onSubmit={submit}
          className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
        >
          <FormField
            name="displayName"
            label={t('profile.identity.name')}
            hint={t('profile.identity.nameHint')}
            error={error}
            value={name}
            maxLength={DISPLAY_NAME_MAX_LENGTH + 20}
            autoComplete="nickname"
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
          />
          <SubmitButton
            pending={update.isPending}
            className="sm:mt-6.5"
            disabled={name.trim() === user.displayName}
          >
            {t('profile.identity.save')}
          </SubmitButton>
        </RulesForm>
        <dl className="grid items-start gap-4 sm:grid-cols-2">
          <div className="grid content-start gap-1">
            <dt>
              <Label asChild>
                <span>{t('profile.identity.email')}</span>
              </Label>
            </dt>
            <dd className="min-w-0 break-words">{user.email || t('profile.identity.guest')}</dd>
            {user.email && (
              <dd className="text-xs text-muted-foreground">{t('profile.identity.emailHint')}</dd>
            )}
          </div>
          <div className="grid content-start gap-1">
            <dt>
              <Label asChild>
                <span>{t('profile.role')}</span>
              </Label>
            </dt>
            <dd>{role}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
