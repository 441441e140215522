// The browser suite's server: the real built app on a database made fresh for each run, with a
// local SMTP server that writes each mail it receives to DATA_DIR/mail, where the tests read it.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const dataDir = process.env.DATA_DIR ?? 'test-results/e2e-data';
rmSync(dataDir, { recursive: true, force: true });
const mailDir = path.join(dataDir, 'mail');
mkdirSync(mailDir, { recursive: true });

let count = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
      count += 1;
      writeFileSync(path.join(mailDir, `${count}-${to}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.server.address().port}`;
process.env.MAIL_FROM = 'Estimate <poker@example.com>';

await import('../dist/server/main.js');
