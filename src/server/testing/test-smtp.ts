import { SMTPServer } from 'smtp-server';
import { freePort } from './free-ports';
import { decodeQuotedPrintable } from './quoted-printable';

export interface ReceivedMail {
  to: string[];
  /** The message as sent, quoted-printable undone so links read whole. */
  text: string;
}

/** A real SMTP server on a free local port that keeps what it receives, for tests of outgoing mail. */
export async function startTestSmtp() {
  const mails: ReceivedMail[] = [];
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString('latin1')),
        });
        waiting.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The first mail to this address, waiting up to `timeoutMs` for it. */
    async mailTo(address: string, timeoutMs = 5_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((mail) => mail.to.includes(address));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail to ${address}`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
