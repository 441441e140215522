import { useId } from 'react';
import {
  DECK_PRESET_NAMES,
  MAX_CARD_LENGTH,
  MAX_DECK_CARDS,
  type DeckName,
} from '../../../../shared/domain/deck-rules';
import { ChoiceCard } from '../../../components/ui/choice-card';
import { Textarea } from '../../../components/ui/textarea';
import type { DeckProblem } from '../state/deck-validation';
import { presetCards, resolveDeckChoice, type DeckChoice } from './deck-choice';
import { useTranslation } from '../../../lib/i18n';
import type { TFunction } from '../../../lib/i18n';

export function deckProblemMessage(problem: DeckProblem, t: TFunction): string {
  switch (problem.kind) {
    case 'empty':
      return t('room.deck.problems.empty');
    case 'tooFew':
      return t('room.deck.problems.tooFew');
    case 'tooMany':
      return t('room.deck.problems.tooMany', { max: problem.max });
    case 'blankCard':
      return t('room.deck.problems.blankCard');
    case 'tooLong':
      return t('room.deck.problems.tooLong', { card: problem.card, max: problem.max });
    case 'duplicate':
      return t('room.deck.problems.duplicate', { card: problem.card });
    default: {
      const unreachable: never = problem;
      return String(unreachable);
    }
  }
}

function MiniCards({ cards }: { cards: readonly string[] }) {
  return (
    <span className="flex flex-wrap gap-1" aria-hidden="true">
      {cards.map((card) => (
        <span
          key={card}
          className="inline-flex h-7 min-w-5 items-center justify-center rounded border border-border bg-background px-1 text-xs font-semibold"
        >
          {card}
        </span>
      ))}
    </span>
  );
}

interface DeckChooserProps {
  value: DeckChoice;
  onChange(choice: DeckChoice): void;
  /** Show the custom deck's problems (after a first submit, or while typing in it). */
  showProblems: boolean;
}

/** The voting systems as cards to choose from, with a checked custom deck of one's own. */
export function DeckChooser({ value, onChange, showProblems }: DeckChooserProps) {
  const { t } = useTranslation();
  const id = useId();
  const resolved = resolveDeckChoice(value);
  const problems = !resolved.ok && showProblems ? resolved.problems : [];
  const options: DeckName[] = [...DECK_PRESET_NAMES, 'custom'];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t('room.deck.label')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((name) => (
          <ChoiceCard
            key={name}
            name={`${id}-deck`}
            value={name}
            checked={value.name === name}
            onChange={() => onChange({ ...value, name })}
          >
            <span className="grid gap-2">
              <span className="text-sm font-medium">{t(`room.deck.names.${name}`)}</span>
              {name === 'custom' ? (
                <span className="text-xs text-muted-foreground">{t('room.deck.customLead')}</span>
              ) : (
                <MiniCards cards={presetCards(name)} />
              )}
            </span>
          </ChoiceCard>
        ))}
      </div>
      {value.name === 'custom' && (
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-custom`} className="text-sm font-medium">
            {t('room.deck.customLabel')}
          </label>
          <Textarea
            id={`${id}-custom`}
            name="customDeck"
            value={value.customText}
            onChange={(event) => onChange({ ...value, customText: event.target.value })}
            placeholder="1, 2, 3, 5, 8, ?"
            rows={2}
            aria-invalid={problems.length > 0 || undefined}
            aria-describedby={`${id}-custom-hint ${id}-custom-problems`}
          />
          <p id={`${id}-custom-hint`} className="text-xs text-muted-foreground">
            {t('room.deck.customHint', { max: MAX_DECK_CARDS, length: MAX_CARD_LENGTH })}
          </p>
          {resolved.ok && <MiniCards cards={resolved.votingSystem.values} />}
          <ul
            id={`${id}-custom-problems`}
            aria-live="polite"
            className="grid gap-0.5 text-sm text-destructive"
          >
            {problems.map((problem, index) => (
              <li key={index}>{deckProblemMessage(problem, t)}</li>
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
