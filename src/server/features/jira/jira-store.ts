import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { JiraStatus } from '../../../shared/api/jira';
import type { Database } from '../../db/schema';
import type { JiraConnection } from './jira-connection';

/** What is kept in the clear: where Jira is and who we are there. The secret part is sealed apart. */
const settingsSchema = z.object({
  kind: z.enum(['cloud', 'dataCenter', 'oauth']),
  siteUrl: z.string(),
  email: z.string().nullable(),
  account: z.string(),
  siteID: z.string().nullable().default(null),
  storyPointKey: z.string().nullable().default(null),
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

export const NOT_CONNECTED: JiraStatus = {
  connected: false,
  kind: null,
  site: null,
  account: null,
  storyPointKey: null,
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
    return settings.success ? { settings: settings.data, token: row.token } : undefined;
  }

  return {
    async status(roomId: string): Promise<JiraStatus> {
      const found = await read(roomId);
      if (!found) return NOT_CONNECTED;
      const { kind, siteUrl, account, storyPointKey } = found.settings;
      return { connected: true, kind, site: siteUrl, account, storyPointKey };
    },

    /** The connection to call Jira with, the token opened only here, for the call. */
    async connection(
      roomId: string,
    ): Promise<{ settings: JiraSettings; connection: JiraConnection } | undefined> {
      const found = await read(roomId);
      if (!found) return undefined;
      const secret = box.open(found.token);
      const { settings } = found;
      const connection: JiraConnection =
        settings.kind === 'dataCenter'
          ? { kind: 'dataCenter', baseUrl: settings.siteUrl, token: secret }
          : { kind: 'cloud', siteUrl: settings.siteUrl, email: settings.email ?? '', apiToken: secret };
      return { settings, connection };
    },

    async save(
      roomId: string,
      settings: Omit<JiraSettings, 'siteID' | 'storyPointKey' | 'filter'>,
      secret: string,
    ) {
      const stamp = new Date().toISOString();
      const full = settingsSchema.parse(settings);
      const values = {
        settings: JSON.stringify(full),
        token: box.seal(secret),
        sites: JSON.stringify([{ value: full.siteUrl, url: full.siteUrl }]),
        updatedAt: stamp,
      };
      await db
        .insertInto('jira_integration')
        .values({ roomId, ...values, createAt: stamp })
        .onConflict((conflict) => conflict.column('roomId').doUpdateSet(values))
        .execute();
    },

    /** The story-points field found (or chosen), kept so later imports and write-backs use it. */
    async setPointsKey(roomId: string, storyPointKey: string | null): Promise<void> {
      const found = await read(roomId);
      if (!found) return;
      await db
        .updateTable('jira_integration')
        .set({
          settings: JSON.stringify({ ...found.settings, storyPointKey }),
          updatedAt: new Date().toISOString(),
        })
        .where('roomId', '=', roomId)
        .execute();
    },

    /** Disconnecting forgets the token and everything else of the link. */
    async remove(roomId: string): Promise<void> {
      await db.deleteFrom('jira_integration').where('roomId', '=', roomId).execute();
    },
  };
}
export type JiraStore = ReturnType<typeof jiraStore>;
