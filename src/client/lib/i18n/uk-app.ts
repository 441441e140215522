import type { enApp } from './en-app';
import type { Translation } from './keys';
import { room } from './uk/room';
import { account } from './uk/account';
import { admin } from './uk/admin';
import { retro } from './uk/retro';
import { jira } from './uk/jira';

/** Ukrainian strings of the signed-in app, typed as the English ones. */
export const ukApp: Translation<typeof enApp> = {
  ...room,
  ...account,
  ...admin,
  ...retro,
  ...jira,
};
