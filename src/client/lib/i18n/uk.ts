import type { Messages } from './en';
import type { Translation } from './keys';
import { core } from './uk/core';
import { site } from './uk/site';
import { room } from './uk/room';
import { account } from './uk/account';
import { admin } from './uk/admin';
import { retro } from './uk/retro';
import { jira } from './uk/jira';
import { teams } from './uk/teams';
import { access } from './uk/access';
import { sso } from './uk/sso';

/** Ukrainian strings by part, as pages load them (see MessagePart). */
export const UK_PARTS = { core, site, room, account, admin, retro, jira, teams, access, sso };

/** Ukrainian strings: typed as the English ones, so a missing or extra key fails the typecheck. */
export const uk: Translation<Messages> = {
  ...core,
  ...site,
  ...room,
  ...account,
  ...admin,
  ...retro,
  ...jira,
  ...teams,
  ...access,
  ...sso,
};
