import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressPolicy,
  GUARDED_MAX_RESPONSE_BYTES,
  guardedFetch,
  isAllowedAddress,
  RefusedAddressError,
} from './guarded-fetch';

describe('isAllowedAddress', () => {
  const none = addressPolicy([]);

  it('allows public addresses and refuses every special one by default', () => {
    expect(isAllowedAddress('93.184.215.14', 'example.com', none)).toBe(true);
    expect(isAllowedAddress('2606:4700::1111', 'example.com', none)).toBe(true);
    for (const address of [
      '127.0.0.1',
      '127.3.4.5',
      '::1',
      '0.0.0.0',
      '::',
      '169.254.169.254',
      'fe80::1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      'fd00::1',
      '224.0.0.1',
      'ff02::1',
      '255.255.255.255',
      '240.0.0.1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      'not an address',
    ])
      expect(isAllowedAddress(address, 'jira.example', none), address).toBe(false);
  });

  it('allows private and loopback addresses the allowlist names, by host or range, and never the rest', () => {
    const policy = addressPolicy(['jira.corp.example', '10.0.0.0/8', '127.0.0.1', 'fd00::/8']);
    expect(isAllowedAddress('192.168.1.5', 'jira.corp.example', policy)).toBe(true);
    expect(isAllowedAddress('192.168.1.5', 'JIRA.corp.example', policy)).toBe(true);
    expect(isAllowedAddress('192.168.1.5', 'other.corp.example', policy)).toBe(false);
    expect(isAllowedAddress('10.20.30.40', 'any.example', policy)).toBe(true);
    expect(isAllowedAddress('::ffff:10.20.30.40', 'any.example', policy)).toBe(true);
    expect(isAllowedAddress('fd12::1', 'any.example', policy)).toBe(true);
    expect(isAllowedAddress('127.0.0.1', 'any.example', policy)).toBe(true);
    expect(isAllowedAddress('127.0.0.2', 'any.example', policy)).toBe(false);
    // A named host still never reaches the metadata service or an unspecified address.
    expect(isAllowedAddress('169.254.169.254', 'jira.corp.example', policy)).toBe(false);
    expect(isAllowedAddress('0.0.0.0', 'jira.corp.example', policy)).toBe(false);
    expect(isAllowedAddress('169.254.169.254', 'x', addressPolicy(['169.254.0.0/16']))).toBe(false);
  });

  it('refuses allowlist entries that are neither a host, an address nor a range', () => {
    expect(() => addressPolicy(['10.0.0.0/33'])).toThrow(/not a CIDR range/);
    expect(() => addressPolicy(['jira.example:8443'])).toThrow(/not a host name/);
    expect(() => addressPolicy(['jira_example!'])).toThrow(/not a host name/);
    expect(addressPolicy([' Jira.Example ', '', '[::1]']).hosts).toEqual(new Set(['jira.example']));
  });
});

describe('guardedFetch against a server on this host', () => {
  let server: Server;
  let base = '';
  let requests: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? '');
      if (request.url === '/redirect') {
        response.writeHead(302, { Location: '/ok' }).end();
      } else if (request.url === '/huge') {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        // Streamed with no length announced, so only counting the bytes can stop it.
        const chunk = Buffer.alloc(1024 * 1024, 'a');
        let sent = 0;
        const push = () => {
          while (sent < GUARDED_MAX_RESPONSE_BYTES + 2 * chunk.length) {
            sent += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', push);
          }
          response.end();
        };
        push();
      } else {
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses loopback by address, by a number, by name and as IPv6, before any request is sent', async () => {
    requests = [];
    const fetchGuarded = guardedFetch(addressPolicy([]));
    const port = new URL(base).port;
    for (const url of [
      `${base}/ok`,
      `http://2130706433:${port}/ok`,
      `http://0x7f.1:${port}/ok`,
      `http://0.0.0.0:${port}/ok`,
      `http://localhost:${port}/ok`,
      `http://[::ffff:127.0.0.1]:${port}/ok`,
      `http://user:pass@example.com/`,
      `file:///etc/passwd`,
    ])
      await expect(fetchGuarded(url), url).rejects.toBeInstanceOf(RefusedAddressError);
    expect(requests).toEqual([]);
  });

  it('reaches an allowed host, and follows no redirect and takes no answer past the cap', async () => {
    requests = [];
    const byAddress = guardedFetch(addressPolicy(['127.0.0.1']));
    const answer = await byAddress(`${base}/ok`);
    expect(await answer.json()).toEqual({ ok: true });
    const byName = guardedFetch(addressPolicy(['localhost']));
    const port = new URL(base).port;
    expect(await (await byName(`http://localhost:${port}/ok`)).json()).toEqual({ ok: true });
    requests = [];
    await expect(byAddress(`${base}/redirect`)).rejects.toBeInstanceOf(RefusedAddressError);
    expect(requests).toEqual(['/redirect']);
    await expect(byAddress(`${base}/huge`)).rejects.toThrow(/larger than allowed/);
  });
});
