import { useState } from 'react';
import { Link } from '../../lib/router';
import { LogIn } from 'lucide-react';
import { DISPLAY_NAME_MAX_LENGTH } from '../../../shared/constants';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../ui/card';
import { FormField } from '../ui/form-field';
import { lazyRules } from '../../lib/lazy-rules';
import { RulesForm } from '../ui/rules-form';
import { SubmitButton } from '../ui/submit-button';
import { useTranslation } from '../../lib/i18n';
import { cn } from '../../lib/utils';

const guestRules = lazyRules(() => import('../../../shared/api/auth'));
type GuestRules = Awaited<ReturnType<typeof guestRules.load>>;

interface JoinAsGuestCardProps {
  title: string;
  lead: string;
  pending: boolean;
  onJoin(name: string): void;
  /** Where signing in starts, coming back to this room afterwards. */
  signInHref: string;
  /** False on a server that admits no guests: signing in is the only way in. */
  guests?: boolean;
}

/** A live room's link opened without an account: join with just a name, or sign in and come back. */
export function JoinAsGuestCard({
  title,
  lead,
  pending,
  onJoin,
  signInHref,
  guests = true,
}: JoinAsGuestCardProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();

  function onSubmit({ guestSignInSchema }: GuestRules, form: HTMLFormElement) {
    const input = form.elements.namedItem('name') as HTMLInputElement;
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
    onJoin(parsed.data.name);
  }

  return (
    <div className="mx-auto grid w-full max-w-md gap-4 px-4 py-8 sm:py-14">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight break-words">{title}</h1>
          <CardDescription>{lead}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {guests && (
            <RulesForm rules={guestRules} onSubmit={onSubmit} className="grid gap-4">
              <FormField
                name="name"
                label={t('live.join.nameLabel')}
                hint={t('live.join.nameHint')}
                autoComplete="nickname"
                maxLength={DISPLAY_NAME_MAX_LENGTH}
                error={error}
                onInput={() => setError(undefined)}
                autoFocus
              />
              <SubmitButton pending={pending} className="w-full">
                {t('live.join.asGuest')}
              </SubmitButton>
            </RulesForm>
          )}
          <div
            className={cn(
              'grid gap-2 text-center text-sm text-muted-foreground',
              guests && 'border-t border-border pt-4',
            )}
          >
            {guests && <p>{t('live.join.haveAccount')}</p>}
            <Button asChild variant="outline">
              <Link to={signInHref}>
                <LogIn aria-hidden="true" />
                {t('live.join.signIn')}
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
