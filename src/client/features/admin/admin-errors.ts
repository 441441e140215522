import { ADMIN_ERROR_CODES, type AdminErrorCode } from '../../../shared/api/admin';
import { isApiError } from '../../lib/api-client';
import type { TFunction } from '../../lib/i18n';

const isAdminErrorCode = (code: string): code is AdminErrorCode =>
  (ADMIN_ERROR_CODES as readonly string[]).includes(code);

/** Our own words for the admin API's refusals; anything else shows the server's message. */
export function adminErrorMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.generic');
  if (isAdminErrorCode(error.code)) return t(`admin.errors.${error.code}`);
  if (error.code === 'NETWORK') return t('errors.network');
  return error.message || t('errors.generic');
}
