import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';
import { Avatar } from '../../components/ui/avatar';
import { Card, CardContent, CardFooter, CardHeader } from '../../components/ui/card';
import { SignOutButton, useSession } from '../auth';

const ITEMS = ['edit', 'sound', 'upgrade', 'delete'] as const;

export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  const role = user.role === 'admin' ? t('user.roleAdmin') : t('user.roleUser');
  const rows = [
    { label: t('profile.name'), value: user.displayName },
    { label: t('profile.email'), value: user.email || t('profile.noEmail') },
    { label: t('profile.role'), value: role },
    {
      label: t('profile.accountType'),
      value: user.isAnonymous ? t('profile.guestAccount') : t('profile.fullAccount'),
    },
  ];
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader title={t('profile.title')} lead={t('profile.lead')} className="mb-0" />
      <Card aria-label={t('profile.title')}>
        <CardHeader className="flex flex-row items-center gap-4">
          <Avatar name={user.displayName} src={user.photoURL} className="size-14 text-lg" />
          <p className="min-w-0 truncate text-lg font-semibold">{user.displayName}</p>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-8">
            {rows.map((row) => (
              <div key={row.label} className="grid gap-0.5 sm:contents">
                <dt className="text-sm text-muted-foreground">{row.label}</dt>
                <dd className="min-w-0 font-medium break-words">{row.value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
        <CardFooter>
          <SignOutButton />
        </CardFooter>
      </Card>
      <ComingSoon items={ITEMS.map((key) => t(`profile.items.${key}`))} />
    </div>
  );
}
