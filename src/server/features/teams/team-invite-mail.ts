import type { Locale } from '../../../shared/constants';
import type { Mail } from '../../lib/mailer';

const TEXTS = {
  en: {
    subject: (team: string) => `Join “${team}” on Estimate`,
    body: (inviter: string, team: string, url: string, days: number) =>
      `Hello,\n\n${inviter} invites you to the team “${team}” on Estimate, where it estimates and looks back together. To join, open this link and sign in or create an account:\n\n${url}\n\nThe link works for ${days} days. If you did not expect this, ignore this email.`,
  },
  uk: {
    subject: (team: string) => `Приєднуйтеся до «${team}» в Estimate`,
    body: (inviter: string, team: string, url: string, days: number) =>
      `Вітаємо!\n\n${inviter} запрошує вас до команди «${team}» в Estimate, де вона разом оцінює завдання й підбиває підсумки. Щоб приєднатися, відкрийте це посилання й увійдіть або створіть обліковий запис:\n\n${url}\n\nКількість днів, поки посилання діє: ${days}. Якщо ви не чекали цього листа, просто проігноруйте його.`,
  },
} as const;

/** The invitation a team admin sends by email, in the admin's language: the link is the team's own. */
export function teamInviteMail(
  to: string,
  invite: { inviter: string; team: string; url: string; locale: string | null; days: number },
): Mail {
  const texts = TEXTS[(invite.locale === 'uk' ? 'uk' : 'en') satisfies Locale];
  const { inviter, team, url, days } = invite;
  return { to, subject: texts.subject(team), text: texts.body(inviter, team, url, days) };
}
