import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { Agent, fetch as undiciFetch } from 'undici';

/**
 * Address ranges a site an administrator names may live in (an on-premises Jira on the office
 * network, or on this very host); refused unless a host name or range of the allowlist covers them.
 */
const ALLOWABLE_RANGES = new Set(['private', 'carrierGradeNat', 'uniqueLocal', 'loopback']);
/** The answer's size at most: far beyond any page of Jira's API, short of what could hurt the server. */
export const GUARDED_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
const CONNECT_TIMEOUT_MS = 10_000;
const ANSWER_TIMEOUT_MS = 15_000;

/** Why a request was not sent, or its answer not taken; callers show all of them the same way. */
export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';
}

export interface AddressPolicy {
  /** Host names, exactly as in the URL, whose addresses may be private or loopback ones. */
  hosts: ReadonlySet<string>;
  /** Ranges (single addresses as /32 or /128) that private or loopback addresses may be in. */
  ranges: readonly [ipaddr.IPv4 | ipaddr.IPv6, number][];
}

/** An allowlist of host names, addresses and CIDR ranges; throws on an entry that is none of them. */
export function addressPolicy(entries: readonly string[]): AddressPolicy {
  const hosts = new Set<string>();
  const ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (entry.includes('/')) {
      if (!ipaddr.isValidCIDR(entry)) throw new Error(`"${raw}" is not a CIDR range such as 10.0.0.0/8`);
      ranges.push(ipaddr.parseCIDR(entry));
    } else if (ipaddr.isValid(unbracket(entry))) {
      const address = ipaddr.process(unbracket(entry));
      ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else if (
      /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/.test(entry)
    ) {
      hosts.add(entry);
    } else {
      throw new Error(`"${raw}" is not a host name, an address or a CIDR range`);
    }
  }
  return { hosts, ranges };
}

const unbracket = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

/**
 * Whether `address` may be connected to for `host`: public addresses always; private and loopback
 * ones only where the allowlist names the host or covers the address; never an unspecified,
 * link-local (cloud metadata), multicast, broadcast, reserved or translated address.
 */
export function isAllowedAddress(address: string, host: string, policy: AddressPolicy): boolean {
  if (!ipaddr.isValid(address)) return false;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range === 'unicast') return true;
  if (!ALLOWABLE_RANGES.has(range)) return false;
  return (
    policy.hosts.has(host.toLowerCase()) ||
    policy.ranges.some(([network, bits]) => parsed.kind() === network.kind() && parsed.match(network, bits))
  );
}

/**
 * A `fetch` for addresses that people type: http(s) only, no user info, every address the host
 * resolves to checked against the policy, the connection made to the checked address (the check
 * is the lookup itself, so no second lookup can swap it), no redirects, the answer capped in size
 * and time. Everything refused or unreachable fails the same way, a RefusedAddressError.
 */
export function guardedFetch(policy: AddressPolicy): typeof fetch {
  const checkedLookup = (
    hostname: string,
    options: LookupOptions,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (
        addresses.length === 0 ||
        !addresses.every(({ address }) => isAllowedAddress(address, hostname, policy))
      )
        return callback(
          new RefusedAddressError(`${hostname} resolves to an address that is not allowed`),
          [],
        );
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
  const agent = new Agent({
    connect: { lookup: checkedLookup, timeout: CONNECT_TIMEOUT_MS },
    headersTimeout: ANSWER_TIMEOUT_MS,
    bodyTimeout: ANSWER_TIMEOUT_MS,
  });

  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new RefusedAddressError(`${url.protocol} is not http(s)`);
    if (url.username || url.password) throw new RefusedAddressError('an address with user info');
    // A literal address is connected to without a lookup, so it is checked here.
    const host = unbracket(url.hostname);
    if (ipaddr.isValid(host) && !isAllowedAddress(host, host, policy))
      throw new RefusedAddressError(`${host} is not allowed`);
    let response: Awaited<ReturnType<typeof undiciFetch>>;
    try {
      response = await undiciFetch(url, {
        ...(init as Parameters<typeof undiciFetch>[1]),
        redirect: 'error',
        dispatcher: agent,
      });
    } catch (error) {
      throw new RefusedAddressError(`${url.host} could not be reached`, { cause: error });
    }
    const body = await cappedBody(response);
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers as unknown as Headers,
    });
  };
}

/** The whole answer, or a refusal once it passes the cap (before reading it, when it says its size). */
async function cappedBody(response: Awaited<ReturnType<typeof undiciFetch>>): Promise<Uint8Array | null> {
  const refuse = () => new RefusedAddressError('the answer is larger than allowed');
  if (Number(response.headers.get('Content-Length') ?? 0) > GUARDED_MAX_RESPONSE_BYTES) {
    await response.body?.cancel();
    throw refuse();
  }
  if (!response.body) return null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let read: Awaited<ReturnType<typeof reader.read>>;
    try {
      read = await reader.read();
    } catch (error) {
      throw new RefusedAddressError('the answer was cut off', { cause: error });
    }
    if (read.done) break;
    size += read.value.byteLength;
    if (size > GUARDED_MAX_RESPONSE_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw refuse();
    }
    chunks.push(read.value);
  }
  // A status that may carry no body must be given none.
  return [101, 204, 205, 304].includes(response.status) ? null : Buffer.concat(chunks);
}
