import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown, ChevronUp, Hand } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useRoom } from '../connection/room-context';
import { cardKeys, cardKeyStep, deckKeyAction, isRoomKey, KEY_SEQUENCE_MS } from '../state/deck-keys';
import { myVote, votingBlock, type RoundTarget } from '../state/room-selectors';
import { KeyboardShortcuts } from '../keyboard/keyboard-shortcuts';
import { PHONE_SCREEN, TOUCH_ONLY, useMediaQuery } from '../../../lib/use-media-query';
import { maySeatThemselves } from '../../../../shared/domain/roles';
import { DeckCard } from './deck-card';
import { useTranslation } from '../../../lib/i18n';

/**
 * The hand of cards: click, type the number a card shows (or its letter), or arrows and Enter;
 * choosing the same card again takes it back.
 */
export function CardDeck({ target }: { target: RoundTarget }) {
  const { t } = useTranslation();
  const { room, self, selfId, send } = useRoom();
  const cards = room.votingSystem.values;
  const block = votingBlock(room, selfId, target);
  const mine = myVote(target.round, selfId);
  const [pending, setPending] = useState<string | null>(null);
  const [focusIndex, setFocusIndex] = useState(-1);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chooseRef = useRef<(index: number) => void>(() => undefined);
  const keys = useMemo(() => cardKeys(cards), [cards]);
  const keysRef = useRef(keys);

  async function choose(index: number) {
    const card = cards[index];
    if (block || card === undefined || pending !== null) return;
    setPending(card);
    await send({ type: 'vote.cast', taskId: target.taskId, value: card === mine ? null : card });
    setPending(null);
  }

  // Before the paint, so a key acts on the deck the screen shows.
  useLayoutEffect(() => {
    chooseRef.current = (index) => void choose(index);
    keysRef.current = keys;
  });

  useEffect(() => {
    let typed = '';
    let waiting: ReturnType<typeof setTimeout> | undefined;
    function pick(index: number) {
      buttons.current[index]?.focus();
      chooseRef.current(index);
    }
    function onKey(event: globalThis.KeyboardEvent) {
      if (!isRoomKey(event)) return;
      const step = cardKeyStep(keysRef.current, typed, event.key);
      if (!step) return;
      event.preventDefault();
      clearTimeout(waiting);
      typed = '';
      if (step.type === 'pick') return pick(step.index);
      typed = step.typed;
      waiting = setTimeout(() => {
        typed = '';
        if (step.fallback !== null) pick(step.fallback);
      }, KEY_SEQUENCE_MS);
    }
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      clearTimeout(waiting);
    };
  }, []);

  function onDeckKey(event: KeyboardEvent<HTMLDivElement>) {
    const current = buttons.current.findIndex((button) => button === document.activeElement);
    const action = deckKeyAction(event.key, current, cards.length);
    if (action?.type !== 'focus') return;
    event.preventDefault();
    setFocusIndex(action.index);
    buttons.current[action.index]?.focus();
  }

  const selectedIndex = mine === null ? -1 : cards.indexOf(mine);
  const tabbable = focusIndex >= 0 ? focusIndex : Math.max(selectedIndex, 0);
  const seatLocked =
    block === 'observer' && self !== undefined && !maySeatThemselves(self, room.viewersMayTakeSeat);
  const blockText = block ? t(`room.deck.blocked.${seatLocked ? 'seatLocked' : block}`) : null;

  // On a phone the hand folds away once the cards are revealed, or for someone watching, so the
  // results are not hidden under it; opening it holds until the round or the seat changes.
  const phone = useMediaQuery(PHONE_SCREEN);
  // No keys to type on a touch screen: the hint says to tap.
  const touchOnly = useMediaQuery(TOUCH_ONLY);
  const foldKey = `${target.taskId}:${target.round.round}:${target.round.isShow}:${block}`;
  const [unfoldedFor, setUnfoldedFor] = useState<string | null>(null);
  const foldable = phone && (target.round.isShow || block === 'observer');
  const folded = foldable && unfoldedFor !== foldKey;

  return (
    <section
      aria-labelledby="deck-heading"
      className="sticky bottom-0 z-10 border-t border-border bg-background/95 px-2 pt-2 pb-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:px-4"
    >
      <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-center gap-x-3 gap-y-1 pb-2 text-center text-xs text-muted-foreground">
        <h2 id="deck-heading" className="font-semibold text-foreground">
          {t('room.deck.heading')}
        </h2>
        <p id="deck-help" aria-live="polite">
          {blockText ??
            (touchOnly
              ? mine
                ? t('room.deck.chosenTouch', { value: mine })
                : t('room.deck.helpTouch')
              : mine
                ? t('room.deck.chosen', { value: mine })
                : t('room.deck.help'))}
        </p>
        <KeyboardShortcuts target={target} />
        {foldable && (
          <Button
            size="sm"
            variant="ghost"
            className="h-7"
            aria-expanded={!folded}
            aria-controls="deck-cards"
            onClick={() => setUnfoldedFor(folded ? foldKey : null)}
          >
            {folded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            {folded ? t('room.deck.show') : t('room.deck.hide')}
          </Button>
        )}
        {block === 'observer' && self && maySeatThemselves(self, room.viewersMayTakeSeat) && (
          <Button
            size="sm"
            variant="outline"
            className="h-7"
            onClick={() => void send({ type: 'self.seat', as: 'player' })}
          >
            <Hand aria-hidden="true" />
            {t('room.seat.vote')}
          </Button>
        )}
      </div>
      <div
        id="deck-cards"
        hidden={folded}
        role="group"
        aria-labelledby="deck-heading"
        aria-describedby="deck-help"
        onKeyDown={onDeckKey}
        className="mx-auto flex max-w-4xl flex-wrap justify-center gap-1.5 sm:gap-2"
      >
        {cards.map((card, index) => (
          <DeckCard
            key={card}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            value={card}
            shortcut={keys[index] ?? undefined}
            selected={card === mine}
            pending={card === pending}
            disabled={block !== null}
            tabIndex={index === tabbable ? 0 : -1}
            onFocus={() => setFocusIndex(index)}
            onClick={() => void choose(index)}
          />
        ))}
      </div>
    </section>
  );
}
