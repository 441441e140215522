import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, signInBoss, signUpUser, uniqueEmail } from '../testing/admin-test-kit';
import { TestClient } from '../testing/http-client';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../testing/test-server';
import { startTestSmtp } from '../testing/test-smtp';

const signIn = (server: TestServer, email: string, password: string) =>
  new TestClient(server.url).post('/api/auth/sign-in/email', { email, password });

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

describe.each(TEST_DIALECTS)('getting back into an account, on %s', (dialect) => {
  describe('with a mail server', () => {
    let server: TestServer;
    let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

    beforeAll(async () => {
      smtp = await startTestSmtp();
      server = await startTestServer(dialect, {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Estimate <poker@example.com>',
      });
    });
    afterAll(async () => {
      await server.close();
      await smtp.close();
    });

    it('emails a one-time link that sets a new password and ends every other session', async () => {
      expect((await new TestClient(server.url).get('/api/config')).json).toMatchObject({
        passwordResetByEmail: true,
      });
      const email = uniqueEmail('forgetful');
      const { client: oldSession } = await signUpUser(server, email, 'Fran Forgetful');

      const asked = await new TestClient(server.url).post('/api/auth/request-password-reset', { email });
      expect(asked.status).toBe(200);
      const mail = await smtp.mailTo(email);
      expect(mail.text).toContain('Subject: Reset your Estimate password');
      expect(mail.text).toContain('Hello Fran Forgetful');
      const link = /(http:\/\/\S+\/reset-password\?token=\S+)/.exec(mail.text)?.[1] ?? '';
      expect(link.startsWith(`${server.url}/reset-password?token=`)).toBe(true);

      const reset = await new TestClient(server.url).post('/api/auth/reset-password', {
        token: tokenOf(link),
        newPassword: 'a-brand-new-pass',
      });
      expect(reset.status).toBe(200);
      expect((await signIn(server, email, 'secret-pass')).status).toBe(401);
      expect((await signIn(server, email, 'a-brand-new-pass')).status).toBe(200);
      expect((await oldSession.get('/api/profile')).status).toBe(401);

      const again = await new TestClient(server.url).post('/api/auth/reset-password', {
        token: tokenOf(link),
        newPassword: 'yet-another-pass',
      });
      expect(again.status).toBe(400);
      expect(again.json).toMatchObject({ code: 'RESET_LINK_INVALID' });
    });

    it('answers the same for an unknown email and sends nothing', async () => {
      const before = smtp.mails.length;
      const asked = await new TestClient(server.url).post('/api/auth/request-password-reset', {
        email: uniqueEmail('nobody'),
      });
      expect(asked.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.mails.length).toBe(before);
    });
  });

  describe('without a mail server', () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(dialect, ADMIN_ENV);
    });
    afterAll(async () => server.close());

    it('says email is off, and an administrator makes a one-time link instead', async () => {
      expect((await new TestClient(server.url).get('/api/config')).json).toMatchObject({
        passwordResetByEmail: false,
      });
      const email = uniqueEmail('locked-out');
      const user = await signUpUser(server, email);
      const asked = await new TestClient(server.url).post('/api/auth/request-password-reset', { email });
      expect(asked.status).toBe(400);
      expect(asked.json).toMatchObject({ code: 'RESET_BY_EMAIL_OFF' });

      // Only an administrator may make one, and never for a guest.
      expect((await user.client.post(`/api/admin/users/${user.id}/reset-link`)).status).toBe(403);
      const boss = await signInBoss(server);
      const guest = new TestClient(server.url);
      const guestId = (await guest.post('/api/auth/sign-in/anonymous', { name: 'Gus' })).json.user
        .id as string;
      expect((await boss.client.post(`/api/admin/users/${guestId}/reset-link`)).status).toBe(400);

      const made = await boss.client.post(`/api/admin/users/${user.id}/reset-link`);
      expect(made.status).toBe(200);
      expect(made.json.url).toMatch(new RegExp(`^${server.url}/reset-password\\?token=`));
      expect(Date.parse(made.json.expiresAt) - Date.now()).toBeGreaterThan(55 * 60_000);

      const token = tokenOf(made.json.url);
      const reset = await new TestClient(server.url).post('/api/auth/reset-password', {
        token,
        newPassword: 'set-by-the-link',
      });
      expect(reset.status).toBe(200);
      expect((await signIn(server, email, 'set-by-the-link')).status).toBe(200);
      const twice = await new TestClient(server.url).post('/api/auth/reset-password', {
        token,
        newPassword: 'second-time-lucky',
      });
      expect(twice.json).toMatchObject({ code: 'RESET_LINK_INVALID' });
    });
  });
});
