import { KeyRound, LogIn } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { isApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import type { SignInMethod } from '../../../shared/api/profile';
import { useRemoveSignInMethod, type useSignInMethods } from './profile-api';

/**
 * The password and the company accounts linked to this one, each removable while another is left:
 * someone moving to the company's provider lets their password go, or the other way round.
 */
export function SignInMethodsCard({ methods }: { methods: ReturnType<typeof useSignInMethods> }) {
  const { t } = useTranslation();
  const remove = useRemoveSignInMethod();
  const nameOf = (method: SignInMethod) => method.label ?? t('sso.methods.password');
  const list = methods.data?.methods ?? [];
  return (
    <Card aria-labelledby="sign-in-methods">
      <CardHeader>
        <CardTitle id="sign-in-methods">{t('sso.methods.title')}</CardTitle>
        <CardDescription>{t('sso.methods.lead')}</CardDescription>
      </CardHeader>
      <CardContent>
        {methods.isError ? (
          <LoadError message={t('sso.methods.loadError')} onRetry={() => void methods.refetch()} />
        ) : !methods.data ? (
          <Skeleton className="h-10" />
        ) : (
          <ul className="grid gap-2">
            {list.map((method) => (
              <li
                key={method.id}
                className="flex items-center justify-between gap-3 rounded-lg border border-border p-2.5 text-sm"
              >
                <span className="flex min-w-0 items-center gap-2 font-medium wrap-anywhere">
                  {method.label === null ? (
                    <KeyRound aria-hidden="true" className="size-4 shrink-0" />
                  ) : (
                    <LogIn aria-hidden="true" className="size-4 shrink-0" />
                  )}
                  {nameOf(method)}
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('sso.methods.removeLabel', { method: nameOf(method) })}
                  disabled={list.length < 2 || remove.isPending}
                  onClick={() =>
                    remove.mutate(method.id, {
                      onSuccess: () => toast.success(t('sso.methods.removed', { method: nameOf(method) })),
                      onError: (error) =>
                        toast.error(isApiError(error) ? error.message : t('errors.generic')),
                    })
                  }
                >
                  {t('sso.methods.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
