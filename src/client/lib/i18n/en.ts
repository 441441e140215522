import { core } from './en/core';
import { site } from './en/site';
import { room } from './en/room';
import { account } from './en/account';
import { admin } from './en/admin';
import { retro } from './en/retro';
import { jira } from './en/jira';
import { teams } from './en/teams';
import { access } from './en/access';
import { sso } from './en/sso';

/** English strings by part, as pages load them (see MessagePart). */
export const EN_PARTS = { core, site, room, account, admin, retro, jira, teams, access, sso };

/** English strings. uk.ts must have exactly the same keys (enforced by its type and by i18n.test.ts). */
export const en = {
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

export type Messages = typeof en;
