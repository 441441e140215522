import { createTransport } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Email through the SMTP server the operator configured (SMTP_URL, MAIL_FROM); null without one.
 * The log names the recipient's domain only, never the address or the text: mails carry links
 * that sign people in.
 */
export function createMailer(
  settings: { SMTP_URL?: string; MAIL_FROM?: string },
  log: FastifyBaseLogger,
): Mailer | null {
  const { SMTP_URL: url, MAIL_FROM: from } = settings;
  if (!url || !from) return null;
  const transport = createTransport(url);
  return {
    async send(mail) {
      try {
        await transport.sendMail({ from, ...mail });
      } catch (error) {
        log.error({ err: error, domain: mail.to.split('@')[1] }, 'could not send an email');
        throw error;
      }
    },
  };
}
