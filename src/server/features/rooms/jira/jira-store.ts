import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { JiraStatus } from '../../../../shared/api/jira';
import type { Database } from '../../../db/schema';

/** What is kept in the clear: where Jira is and who we are there. The secret part is sealed apart. */
const settingsSchema = z.object({
  kind: z.enum(['cloud', 'dataCenter', 'oauth']),
  siteUrl: z.string(),
  email: z.string().nullable(),
  account: z.string(),
  siteID: z.string().nullable().default(null),
  /** The points field a person chose for every issue; null to find each project's own. */
  storyPointKey: z.string().nullable().default(null),
  /** Each project's points field, as found from its issues. */
  pointsKeys: z.record(z.string(), z.string()).default({}),
  filter: z
    .object({
      project: z.string().nullable(),
      issuetype: z.array(z.string()),
      status: z.array(z.string()),
      custom: z.array(z.string()),
    })
    .default({ project: null, issuetype: [], status: [], custom: [] }),
});
export type JiraSettings = z.infer<typeof settingsSchema>;

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const sitesSchema = z.array(z.object({ value: z.string(), url: z.string() }));
export type JiraSites = z.infer<typeof sitesSchema>;

/** What the store knows; whether this server offers OAuth is the routes' to add. */
type StoredStatus = Omit<JiraStatus, 'oauthAvailable'>;

export const NOT_CONNECTED: StoredStatus = {
  connected: false,
  kind: null,
  site: null,
  account: null,
  storyPointKey: null,
  pointsKeys: {},
  sites: [],
};

export function jiraStore(db: Kysely<Database>, box: SecretBox) {
  async function read(roomId: string) {
    const row = await db
      .selectFrom('jira_integration')
      .selectAll()
      .where('roomId', '=', roomId)
      .executeTakeFirst();
    if (!row?.settings || !row.token) return undefined;
    const settings = settingsSchema.safeParse(JSON.parse(row.settings));
    const sites = sitesSchema.safeParse(JSON.parse(row.sites ?? '[]'));
    return settings.success
      ? { settings: settings.data, token: row.token, sites: sites.success ? sites.data : [] }
      : undefined;
  }

  async function update(roomId: string, values: { settings?: string; token?: string }) {
    await db
      .updateTable('jira_integration')
      .set({ ...values, updatedAt: new Date().toISOString() })
      .where('roomId', '=', roomId)
      .execute();
  }

  return {
    async status(roomId: string): Promise<StoredStatus> {
      const found = await read(roomId);
      if (!found) return NOT_CONNECTED;
      const { kind, siteUrl, account, storyPointKey, pointsKeys } = found.settings;
      return { connected: true, kind, site: siteUrl, account, storyPointKey, pointsKeys, sites: found.sites };
    },

    /** The link with its secret opened, only here and only for a call to Jira. */
    async open(roomId: string): Promise<{ settings: JiraSettings; secret: string } | undefined> {
      const found = await read(roomId);
      return found && { settings: found.settings, secret: box.open(found.token) };
    },

    async save(
      roomId: string,
      settings: Omit<JiraSettings, 'storyPointKey' | 'pointsKeys' | 'filter' | 'siteID'> & {
        siteID?: string | null;
      },
      secret: string,
      sites: JiraSites = [{ value: settings.siteUrl, url: settings.siteUrl }],
    ) {
      const stamp = new Date().toISOString();
      const full = settingsSchema.parse(settings);
      const values = {
        settings: JSON.stringify(full),
        token: box.seal(secret),
        sites: JSON.stringify(sites),
        updatedAt: stamp,
      };
      await db
        .insertInto('jira_integration')
        .values({ roomId, ...values, createAt: stamp })
        .onConflict((conflict) => conflict.column('roomId').doUpdateSet(values))
        .execute();
    },

    /** A new secret for the same link: OAuth tokens after a refresh (the old refresh token is spent). */
    async setSecret(roomId: string, secret: string): Promise<void> {
      await update(roomId, { token: box.seal(secret) });
    },

    /** The points field a person chose for every issue, or null to find each project's own again. */
    async choosePointsKey(roomId: string, storyPointKey: string | null): Promise<void> {
      const found = await read(roomId);
      if (found)
        await update(roomId, {
          settings: JSON.stringify({
            ...found.settings,
            storyPointKey,
            ...(storyPointKey ? {} : { pointsKeys: {} }),
          }),
        });
    },

    /** A project's points field, found from its issues and kept for later imports and sends. */
    async rememberPointsKey(roomId: string, project: string, fieldId: string): Promise<void> {
      const found = await read(roomId);
      if (found) {
        const pointsKeys = { ...found.settings.pointsKeys, [project]: fieldId };
        await update(roomId, { settings: JSON.stringify({ ...found.settings, pointsKeys }) });
      }
    },

    /** Disconnecting forgets the token and everything else of the link. */
    async remove(roomId: string): Promise<void> {
      await db.deleteFrom('jira_integration').where('roomId', '=', roomId).execute();
    },
  };
}
export type JiraStore = ReturnType<typeof jiraStore>;
