import { ConfigError } from './env';

const PROVIDER_ID = /^[a-z][a-z0-9-]{0,31}$/;

/** A claim (OpenID) or attribute (SAML) and the value that makes its holder an administrator. */
export interface AdminClaim {
  claim: string;
  value: string;
}

export const configError = (message: string): never => {
  throw new ConfigError(`Invalid configuration: ${message}`);
};

/** One provider's settings, named `{PREFIX}_{ID}_{SETTING}`: the id in upper case, dashes as underscores. */
export interface ProviderSettings {
  id: string;
  variable(setting: string): string;
  /** The setting, trimmed; empty when not set. */
  optional(setting: string): string;
  /** The setting, or a start-up line naming it when it is not set. */
  required(setting: string): string;
  /** `LABEL`, or the id with a capital. */
  label(): string;
  /** `name=value`, such as groups=estimate-admins, or null when not set; `noun` says what the name is. */
  adminClaim(setting: string, noun: 'claim' | 'attribute'): AdminClaim | null;
}

/**
 * The providers named in `{PREFIX}_PROVIDERS`, a comma-separated list of ids, each with a reader
 * of its own settings. A malformed or repeated id stops the start with one line naming it.
 */
export function providersIn(source: Record<string, string | undefined>, prefix: string): ProviderSettings[] {
  const list = `${prefix}_PROVIDERS`;
  const ids = (source[list] ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (new Set(ids).size !== ids.length) configError(`${list} names a provider twice`);
  return ids.map((id) => {
    if (!PROVIDER_ID.test(id)) {
      configError(
        `${list}: "${id}" must be lowercase letters, digits and dashes, starting with a letter (at most 32)`,
      );
    }
    const variable = (setting: string) => `${prefix}_${id.toUpperCase().replaceAll('-', '_')}_${setting}`;
    const optional = (setting: string) => source[variable(setting)]?.trim() ?? '';
    return {
      id,
      variable,
      optional,
      required: (setting) =>
        optional(setting) ||
        configError(`${variable(setting)} is needed for the provider "${id}" in ${list}`),
      label: () => optional('LABEL') || id.charAt(0).toUpperCase() + id.slice(1),
      adminClaim: (setting, noun) => {
        const text = optional(setting);
        if (!text) return null;
        const [claim = '', ...rest] = text.split('=');
        const value = rest.join('=').trim();
        if (!claim.trim() || !value) {
          configError(`${variable(setting)} must be ${noun}=value, such as groups=estimate-admins`);
        }
        return { claim: claim.trim(), value };
      },
    };
  });
}
