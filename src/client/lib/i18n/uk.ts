import type { Messages } from './en';
import type { Translation } from './keys';
import { ukCore } from './uk-core';
import { ukApp } from './uk-app';

/** Ukrainian strings: typed as the English ones, so a missing or extra key fails the typecheck. */
export const uk: Translation<Messages> = { ...ukCore, ...ukApp };
