import { withChunkReload } from '../../lib/chunk-reload';
import type { TFunction } from '../../lib/i18n';
import { toast } from '../../lib/toast';

const load = () => import('../../../shared/api/auth');

export type AuthSchemas = Awaited<ReturnType<typeof load>>;

/**
 * The rules the auth forms share with the server, and zod with them, are fetched when a form is
 * first used rather than with its page: a visitor who only looks never downloads them.
 */
export const preloadAuthSchemas = (): void => void load().catch(() => undefined);

const loadAuthSchemas = withChunkReload(load);

/** The schemas for a submit, or null once the person has been told the server is out of reach. */
export async function authSchemasForSubmit(t: TFunction): Promise<AuthSchemas | null> {
  try {
    return await loadAuthSchemas();
  } catch {
    toast.error(t('errors.network'));
    return null;
  }
}
