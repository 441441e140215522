import { Gauge, Inbox, Users, UsersRound } from 'lucide-react';
import { useSession } from '../../features/auth';
import { SectionedLayout } from './sectioned-layout';
import { useTranslation } from '../../lib/i18n';

export function AdminLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  // Someone who is not an administrator sees only the "not allowed" page, not a menu of the area.
  const items =
    user?.role !== 'admin'
      ? []
      : [
          { to: '/admin', label: t('nav.overview'), icon: Gauge, end: true },
          { to: '/admin/users', label: t('nav.users'), icon: Users },
          { to: '/admin/feedback', label: t('admin.nav.feedback'), icon: Inbox },
          { to: '/admin/teams', label: t('admin.nav.teams'), icon: UsersRound },
        ];
  return <SectionedLayout navLabel={t('nav.administration')} navId="admin-nav" items={items} />;
}
