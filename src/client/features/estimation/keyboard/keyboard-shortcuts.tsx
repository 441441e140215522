import { useState, type ReactNode } from 'react';
import { Keyboard } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { useRoom } from '../connection/room-context';
import { cardKeys, ROOM_SHORTCUT_KEYS } from '../state/deck-keys';
import type { RoundTarget } from '../state/room-selectors';
import { useManagerKeys } from './use-manager-keys';
import { useTranslation } from '../../../lib/i18n';

function Keys({ keys }: { keys: readonly string[] }) {
  return (
    <span className="flex shrink-0 gap-1">
      {keys.map((key) => (
        <kbd
          key={key}
          className="min-w-6 rounded border border-border bg-muted px-1.5 py-0.5 text-center font-mono text-xs"
        >
          {key}
        </kbd>
      ))}
    </span>
  );
}

function Row({ keys, children }: { keys: readonly string[]; children: ReactNode }) {
  return (
    <li className="flex items-center justify-between gap-3 py-1.5 text-sm">
      <span>{children}</span>
      <Keys keys={keys} />
    </li>
  );
}

/** The "Keyboard shortcuts" button and dialog (also opened with ?), and the managers' keys. */
export function KeyboardShortcuts({ target }: { target: RoundTarget }) {
  const { t } = useTranslation();
  const { room, isManager } = useRoom();
  const [open, setOpen] = useState(false);
  useManagerKeys(target, () => setOpen(true));
  const cards = room.votingSystem.values;
  const keys = cardKeys(cards);
  const lettered = cards.flatMap((card, index) => {
    const key = keys[index];
    return key && key !== card ? [{ card, key: key.toUpperCase() }] : [];
  });
  const upper = (key: string) => key.toUpperCase();

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" className="hidden h-7 sm:inline-flex" aria-keyshortcuts="?">
          <Keyboard aria-hidden="true" />
          {t('room.shortcuts.open')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('room.shortcuts.title')}
        description={t('room.shortcuts.description')}
        closeLabel={t('room.common.close')}
      >
        <DialogBody className="gap-3">
          <section aria-labelledby="shortcuts-cards">
            <h3 id="shortcuts-cards" className="font-semibold">
              {t('room.shortcuts.cards')}
            </h3>
            <ul className="divide-y divide-border">
              {lettered.length < cards.length && (
                <Row keys={['1', '3']}>{t('room.shortcuts.typeNumber')}</Row>
              )}
              {lettered.map(({ card, key }) => (
                <Row key={card} keys={[key]}>
                  {t('room.deck.card', { value: card })}
                </Row>
              ))}
              <Row keys={['←', '→']}>{t('room.shortcuts.moveFocus')}</Row>
              <Row keys={['Enter']}>{t('room.shortcuts.pickFocused')}</Row>
            </ul>
          </section>
          {isManager && (
            <section aria-labelledby="shortcuts-round">
              <h3 id="shortcuts-round" className="font-semibold">
                {t('room.shortcuts.round')}
              </h3>
              <ul className="divide-y divide-border">
                <Row keys={[upper(ROOM_SHORTCUT_KEYS.reveal)]}>{t('room.shortcuts.reveal')}</Row>
                <Row keys={[upper(ROOM_SHORTCUT_KEYS.newRound)]}>{t('room.shortcuts.newRound')}</Row>
                <Row keys={[upper(ROOM_SHORTCUT_KEYS.nextTask)]}>{t('room.shortcuts.nextTask')}</Row>
              </ul>
            </section>
          )}
          <ul>
            <Row keys={[ROOM_SHORTCUT_KEYS.help]}>{t('room.shortcuts.help')}</Row>
          </ul>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
