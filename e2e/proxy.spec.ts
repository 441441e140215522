import { expect, test } from './support/test';
import { signUp } from './support/accounts';
import { withProxyTopology } from './support/proxy-topology';
import { seat } from './support/room';

/**
 * compose.yaml's topology run natively: two instances of the built app on Postgres and Redis behind
 * nginx. A meeting goes on through the proxy while each instance in turn is stopped and started
 * again, as a rolling deploy does: live sockets move to the other instance and nothing is lost.
 */
test('a meeting through nginx survives a rolling restart of both instances', async ({ browser }) => {
  test.setTimeout(120_000);
  await withProxyTopology({}, async (topology) => {
    const owner = await (await browser.newContext({ baseURL: topology.url })).newPage();
    await signUp(owner, 'Petra Proxy');
    await owner.goto('/new-game');
    await owner.getByLabel('Room name').fill('Behind nginx');
    await owner.getByRole('button', { name: 'Create game' }).click();
    await expect(owner).toHaveURL(/\/rooms\/[A-Za-z0-9_-]+$/);
    await owner.getByPlaceholder('Add a task…').fill('Deploy');
    await owner.getByRole('button', { name: 'Add task' }).click();
    await owner.getByRole('button', { name: /^1\. Deploy$/ }).click();

    const guest = await (await browser.newContext({ baseURL: topology.url })).newPage();
    await guest.goto(owner.url());
    await guest.getByLabel('Your name').fill('Gus Guest');
    await guest.getByRole('button', { name: 'Join as guest' }).click();
    await expect(seat(owner, 'Gus Guest')).toBeVisible();
    await owner.locator('[data-card="5"]').click();
    await expect(owner.locator('[data-card="5"]')).toHaveAttribute('aria-pressed', 'true');

    // Both live connections went through nginx to the same instance (ip_hash, one address).
    const before = [await topology.socketsOn(0), await topology.socketsOn(1)];
    expect(before[0]! + before[1]!).toBe(2);
    const serving = before[0] === 2 ? 0 : 1;

    // A rolling deploy: the serving instance first, then the other; each exits cleanly and both
    // browsers come back (to whichever instance nginx picks once theirs is gone).
    const connected = async () => (await topology.socketsOn(0)) + (await topology.socketsOn(1));
    expect(await topology.restart(serving)).toBe(0);
    await expect.poll(connected, { timeout: 15_000 }).toBe(2);
    await guest.locator('[data-card="8"]').click();
    await expect(guest.locator('[data-card="8"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(seat(owner, 'Gus Guest')).toHaveAttribute('data-card-state', 'down');

    expect(await topology.restart(1 - serving)).toBe(0);
    await expect.poll(connected, { timeout: 15_000 }).toBe(2);

    // The round kept both votes through two restarts; the reveal reaches both through the proxy.
    await owner.getByRole('button', { name: 'Reveal cards' }).click();
    await expect(owner.getByTestId('results-average')).toHaveText('6.5');
    await expect(guest.getByTestId('results-average')).toHaveText('6.5');
    await guest.reload();
    await expect(guest.getByTestId('results-average')).toHaveText('6.5');
  });
});

/**
 * compose.tls.yaml's HTTPS with HTTP/2: a page's files come over one HTTP/2 connection (a room's
 * first load on a slow phone no longer queues its files six at a time), and the live connection,
 * which nginx keeps on HTTP/1.1, still carries a meeting.
 */
test('the app over HTTPS and HTTP/2: pages load over HTTP/2 and a meeting goes on', async ({ browser }) => {
  test.setTimeout(60_000);
  await withProxyTopology({ tls: true }, async (topology) => {
    const context = () => browser.newContext({ baseURL: topology.url, ignoreHTTPSErrors: true });
    const owner = await (await context()).newPage();
    await signUp(owner, 'Tess Tls');
    await owner.goto('/new-game');
    await owner.getByLabel('Room name').fill('Over HTTP/2');
    await owner.getByRole('button', { name: 'Create game' }).click();
    await expect(owner).toHaveURL(/\/rooms\/[A-Za-z0-9_-]+$/);
    const protocols = await owner.evaluate(() => [
      ...new Set(
        performance
          .getEntriesByType('resource')
          .map((entry) => (entry as PerformanceResourceTiming).nextHopProtocol),
      ),
    ]);
    expect(protocols).toEqual(['h2']);

    const guest = await (await context()).newPage();
    await guest.goto(owner.url());
    await guest.getByLabel('Your name').fill('Gil Guest');
    await guest.getByRole('button', { name: 'Join as guest' }).click();
    await expect(seat(owner, 'Gil Guest')).toBeVisible();
    await guest.locator('[data-card="3"]').click();
    await expect(seat(owner, 'Gil Guest')).toHaveAttribute('data-card-state', 'down');
    await owner.locator('[data-card="5"]').click();
    await owner.getByRole('button', { name: 'Reveal cards' }).click();
    await expect(guest.getByTestId('results-average')).toHaveText('4');
  });
});
