import { randomBytes } from 'node:crypto';
import type { Locale } from '../../shared/constants';
import type { Mail } from '../lib/mailer';

/** How long a reset link works, by email or made by an administrator. */
export const RESET_LINK_TTL_S = 60 * 60;

/** better-auth's reset endpoint looks tokens up under this identifier. */
export const resetIdentifier = (token: string): string => `reset-password:${token}`;

/** A token as long and as random as better-auth's own. */
export const newResetToken = (): string => randomBytes(18).toString('base64url');

/** The page that asks for the new password; the token is only ever in the link. */
export const resetPageUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

const TEXTS = {
  en: {
    subject: 'Reset your Estimate password',
    body: (name: string, url: string) =>
      `Hello ${name},\n\nSomeone asked to reset the password of your Estimate account. To choose a new one, open this link within an hour:\n\n${url}\n\nIf it was not you, ignore this email: your password stays as it is.`,
  },
  uk: {
    subject: 'Скидання пароля Estimate',
    body: (name: string, url: string) =>
      `Вітаємо, ${name}!\n\nХтось попросив скинути пароль вашого облікового запису Estimate. Щоб вибрати новий, відкрийте це посилання протягом години:\n\n${url}\n\nЯкщо це були не ви, просто проігноруйте цей лист: пароль не зміниться.`,
  },
} as const;

export function resetMail(user: { email: string; name: string; locale?: string | null }, url: string): Mail {
  const texts = TEXTS[(user.locale === 'uk' ? 'uk' : 'en') satisfies Locale];
  return { to: user.email, subject: texts.subject, text: texts.body(user.name, url) };
}

/** The part of better-auth's context a reset link needs: where it keeps verification values. */
interface VerificationStore {
  $context: Promise<{
    internalAdapter: {
      createVerificationValue(data: { identifier: string; value: string; expiresAt: Date }): Promise<unknown>;
    };
  }>;
}

export interface ResetLink {
  url: string;
  expiresAt: string;
}

/**
 * A one-time link an administrator hands to someone who cannot sign in, for servers without a
 * mail server. It is stored exactly as better-auth stores an emailed one, so the same reset
 * endpoint consumes it, once, within the hour.
 */
export function resetLinkMaker(auth: VerificationStore, publicUrl: string) {
  return async (userId: string): Promise<ResetLink> => {
    const token = newResetToken();
    const expiresAt = new Date(Date.now() + RESET_LINK_TTL_S * 1000);
    const { internalAdapter } = await auth.$context;
    await internalAdapter.createVerificationValue({
      identifier: resetIdentifier(token),
      value: userId,
      expiresAt,
    });
    return { url: resetPageUrl(publicUrl, token), expiresAt: expiresAt.toISOString() };
  };
}
