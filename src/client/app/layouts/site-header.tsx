import { useState } from 'react';
import { Link, useLocation } from '../../lib/router';
import { Menu, Plus, X } from 'lucide-react';
import { LanguageSwitch } from '../../components/language-switch';
import { ThemeToggle } from '../../components/theme-toggle';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { Logo } from './logo';
import { NavLinkItem } from './nav-link-item';
import { UserSlot } from './user-slot';
import { useTranslation } from '../../lib/i18n';

const LINKS = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/about-us', label: 'nav.about', end: false },
  { to: '/contact-us', label: 'nav.contact', end: false },
] as const;
const MOBILE_MENU_ID = 'mobile-menu';

export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Tied to the path, so following a link closes the mobile menu without an effect. (A menu the
  // site script had open when the app took over is opened here by a click on the toggle: site-page.ts.)
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4">
        <Logo />
        <nav aria-label={t('nav.main')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLinkItem to={link.to} end={link.end}>
                  {t(link.label)}
                </NavLinkItem>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <Button asChild size="sm" variant="outline" className="hidden sm:inline-flex">
            <Link to="/new-game">
              <Plus aria-hidden="true" />
              {t('nav.newGame')}
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline" className="hidden lg:inline-flex">
            <Link to="/new-retro">
              <Plus aria-hidden="true" />
              {t('nav.newRetro')}
            </Link>
          </Button>
          <div className="hidden items-center gap-2 sm:flex">
            <ThemeToggle />
            <LanguageSwitch />
          </div>
          <UserSlot />
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            data-menu-toggle=""
            data-label-open={t('nav.closeMenu')}
            data-label-closed={t('nav.openMenu')}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
          >
            <Menu aria-hidden="true" data-menu-icon="closed" className={cn(menuOpen && 'hidden')} />
            <X aria-hidden="true" data-menu-icon="open" className={cn(!menuOpen && 'hidden')} />
          </Button>
        </div>
      </div>
      {/* Always in the page, hidden while closed, so a page served without the app can open it. Below
          the width that holds both New buttons, the links and both of them are in this menu. */}
      <nav
        id={MOBILE_MENU_ID}
        hidden={!menuOpen}
        aria-label={t('nav.main')}
        className="border-t border-border px-4 py-3 lg:hidden"
      >
        <ul className="grid gap-1">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLinkItem to={link.to} end={link.end}>
                {t(link.label)}
              </NavLinkItem>
            </li>
          ))}
          <li>
            <NavLinkItem to="/new-game">{t('nav.newGame')}</NavLinkItem>
          </li>
          <li>
            <NavLinkItem to="/new-retro">{t('nav.newRetro')}</NavLinkItem>
          </li>
        </ul>
        <div className="mt-3 flex items-center gap-2 border-t border-border pt-3 sm:hidden">
          <ThemeToggle />
          <LanguageSwitch />
        </div>
      </nav>
    </header>
  );
}
