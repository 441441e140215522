import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUsers } from '../../testing/room-client';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../testing/test-server';
import { startTestSmtp } from '../../testing/test-smtp';

describe.each(TEST_DIALECTS)('team invitations by email, on %s', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let server: TestServer;
  let mailless: TestServer;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer(dialect, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Estimate <poker@example.com>',
    });
    mailless = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server.close();
    await mailless.close();
    await smtp.close();
  });

  it('an admin emails the team’s link, which the invited person follows in; nobody else may send', async () => {
    const [lead, mate, invited] = await newUsers(server.url, 3, 'mailed');
    const teamId = (await lead!.http.post('/api/teams', { name: 'Growth' })).json.id as string;
    const token = (await lead!.http.post(`/api/teams/${teamId}/invite`, {})).json.token as string;
    await mate!.http.post(`/api/team-invites/${token}`, {});

    expect(
      (await lead!.http.post(`/api/teams/${teamId}/invite/email`, { email: 'not an address' })).json,
    ).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('valid email'),
    });
    expect(
      (await mate!.http.post(`/api/teams/${teamId}/invite/email`, { email: 'x@example.com' })).status,
    ).toBe(403);

    const address = `${invited!.displayName}@example.com`;
    const sent = await lead!.http.post(`/api/teams/${teamId}/invite/email`, { email: address });
    expect(sent.status, sent.text).toBe(202);
    const mail = await smtp.mailTo(address);
    expect(mail.text).toMatch(/^Subject: .*Join_“Growth”_on/m);
    expect(mail.text).toContain(`invites you to the team “Growth”`);
    // The team's one link, not a new one: the link the admin shares goes on working.
    expect(mail.text).toContain(`${server.url}/teams/join/${token}`);
    expect((await invited!.http.post(`/api/team-invites/${token}`, {})).json).toEqual({ teamId });
  });

  it('a server that sends no email says so, and the link still works', async () => {
    const [lead] = await newUsers(mailless.url, 1, 'unmailed');
    const teamId = (await lead!.http.post('/api/teams', { name: 'Quiet' })).json.id as string;
    const refused = await lead!.http.post(`/api/teams/${teamId}/invite/email`, { email: 'a@example.com' });
    expect(refused.status).toBe(503);
    expect(refused.json).toMatchObject({
      code: 'EMAIL_OFF',
      message: expect.stringContaining('copy the link'),
    });
  });
});
