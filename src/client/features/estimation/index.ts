/** What other features may use from the estimation room; the rest of this folder is internal. */
export { DeckChooser } from './settings/deck-chooser';
export { DEFAULT_DECK_CHOICE, resolveDeckChoice, type DeckChoice } from './settings/deck-choice';
export { RoomOptionsFields, DEFAULT_ROOM_OPTIONS } from './settings/room-options-fields';
