import { enCore } from './en-core';
import { enApp } from './en-app';

/** English strings. uk.ts must have exactly the same keys (enforced by its type and by i18n.test.ts). */
export const en = { ...enCore, ...enApp };

export type Messages = typeof en;
