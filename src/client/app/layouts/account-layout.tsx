import { useTranslation } from 'react-i18next';
import { DoorOpen, LayoutDashboard, MessagesSquare, UserRound } from 'lucide-react';
import { SectionedLayout } from './sectioned-layout';

export function AccountLayout() {
  const { t } = useTranslation();
  const items = [
    { to: '/dashboard', label: t('nav.dashboard'), icon: LayoutDashboard },
    { to: '/rooms', label: t('nav.rooms'), icon: DoorOpen },
    { to: '/retro', label: t('nav.retro'), icon: MessagesSquare },
    { to: '/profile', label: t('nav.profile'), icon: UserRound },
  ];
  return <SectionedLayout navLabel={t('nav.account')} navId="account-nav" items={items} />;
}
