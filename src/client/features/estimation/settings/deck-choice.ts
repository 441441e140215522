import {
  DECK_PRESETS,
  DECK_PRESET_NAMES,
  presetVotingSystem,
  type DeckName,
  type DeckPresetName,
  type VotingSystem,
} from '../../../../shared/domain/deck-rules';
import { checkDeckInput, type DeckProblem } from '../state/deck-validation';

export interface DeckChoice {
  name: DeckName;
  /** What is typed for a custom deck; kept while another deck is picked, in case they come back. */
  customText: string;
}

export const DEFAULT_DECK_CHOICE: DeckChoice = { name: 'fibonacci', customText: '' };

function isPreset(name: DeckName): name is DeckPresetName {
  return (DECK_PRESET_NAMES as string[]).includes(name);
}

export function deckChoiceOf(system: VotingSystem): DeckChoice {
  return { name: system.name, customText: system.name === 'custom' ? system.values.join(', ') : '' };
}

export type ResolvedDeck = { ok: true; votingSystem: VotingSystem } | { ok: false; problems: DeckProblem[] };

export function resolveDeckChoice(choice: DeckChoice): ResolvedDeck {
  if (isPreset(choice.name)) return { ok: true, votingSystem: presetVotingSystem(choice.name) };
  const check = checkDeckInput(choice.customText);
  return check.ok
    ? { ok: true, votingSystem: { name: 'custom', values: check.cards } }
    : { ok: false, problems: check.problems };
}

export function presetCards(name: DeckPresetName): readonly string[] {
  return DECK_PRESETS[name];
}

export function sameVotingSystem(a: VotingSystem, b: VotingSystem): boolean {
  return (
    a.name === b.name &&
    a.values.length === b.values.length &&
    a.values.every((card, i) => card === b.values[i])
  );
}
