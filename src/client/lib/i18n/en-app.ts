import { room } from './en/room';
import { account } from './en/account';
import { admin } from './en/admin';
import { retro } from './en/retro';
import { jira } from './en/jira';

/** English strings of the signed-in app: rooms, retros, profile, admin, Jira; loaded with their pages. */
export const enApp = {
  ...room,
  ...account,
  ...admin,
  ...retro,
  ...jira,
};
