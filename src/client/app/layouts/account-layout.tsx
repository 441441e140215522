import { DoorOpen, LayoutDashboard, UserRound, Users } from 'lucide-react';
import { SectionedLayout } from './sectioned-layout';
import { useTranslation } from '../../lib/i18n';

export function AccountLayout() {
  const { t } = useTranslation();
  const items = [
    { to: '/dashboard', label: t('nav.dashboard'), icon: LayoutDashboard },
    { to: '/rooms', label: t('nav.rooms'), icon: DoorOpen },
    { to: '/teams', label: t('nav.teams'), icon: Users },
    { to: '/profile', label: t('nav.profile'), icon: UserRound },
  ];
  return <SectionedLayout navLabel={t('nav.account')} navId="account-nav" items={items} />;
}
