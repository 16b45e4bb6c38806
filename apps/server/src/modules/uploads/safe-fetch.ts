import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Fetching a URL a user typed, without letting them reach what only the server can (guide section 7): every address
 * the name resolves to must be public, the connection goes to the address that was checked (no second DNS answer),
 * each redirect is checked the same way, and time is capped. The body's size is capped by the caller as it reads.
 */

// Two lists: a BlockList matches IPv4 addresses against IPv4-mapped IPv6 rules, and ::ffff:0:0/96 is one of ours.
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blockedV4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::ffff:0:0', 96], // IPv4-mapped: would reach any IPv4 address
  ['64:ff9b::', 96], // NAT64: the same
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blockedV6.addSubnet(network, prefix, 'ipv6');
}

export const isPublicAddress = (address: string) => {
  const family = isIP(address);
  return family === 4 ? !blockedV4.check(address, 'ipv4') : family === 6 && !blockedV6.check(address, 'ipv6');
};

export type FetchFailure = 'url_invalid' | 'address_refused' | 'too_many_redirects' | 'status' | 'timeout' | 'network';

export class FetchRefused extends Error {
  constructor(
    readonly reason: FetchFailure,
    readonly status?: number,
  ) {
    super(reason);
  }
}

export interface SafeFetchOptions {
  /** Which resolved addresses may be reached; isPublicAddress unless a test says otherwise. */
  allowAddress: (address: string) => boolean;
  maxRedirects: number;
  /** From the first request to the last byte of the body. */
  timeoutMs: number;
}

export interface OpenedDownload {
  body: IncomingMessage;
  url: URL;
  contentType: string;
  /** True once the time cap cut the download off. */
  timedOut(): boolean;
  /** Ends the download (and frees its timer). */
  close(): void;
}

async function checkedAddress(url: URL, allowAddress: SafeFetchOptions['allowAddress']) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true });
  } catch {
    throw new FetchRefused('network');
  }
  // Every answer must pass: a name with one public and one private address is refused, not tried twice.
  if (addresses.length === 0 || !addresses.every((entry) => allowAddress(entry.address))) throw new FetchRefused('address_refused');
  return addresses[0]!;
}

function parseUrl(value: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    throw new FetchRefused('url_invalid');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) throw new FetchRefused('url_invalid');
  return url;
}

function request(url: URL, pinned: { address: string; family: number }, signal: AbortSignal): Promise<IncomingMessage> {
  // The socket connects to the address checked above whatever the name resolves to by now.
  const pinnedLookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.get(url, { lookup: pinnedLookup, signal, headers: { 'user-agent': 'SoundPort-dump/1', accept: '*/*' } }, resolve);
    outgoing.on('error', reject);
  });
}

/** Opens the body of a URL after its checks; the caller reads `body` (and must call close when done). */
export async function openSafeDownload(source: string, options: SafeFetchOptions): Promise<OpenedDownload> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const close = () => {
    clearTimeout(timer);
    controller.abort();
  };
  try {
    let url = parseUrl(source);
    for (let redirects = 0; ; redirects++) {
      const address = await checkedAddress(url, options.allowAddress);
      let response: IncomingMessage;
      try {
        response = await request(url, address, controller.signal);
      } catch {
        throw new FetchRefused(timedOut ? 'timeout' : 'network');
      }
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        if (redirects >= options.maxRedirects) throw new FetchRefused('too_many_redirects');
        url = parseUrl(location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new FetchRefused('status', status);
      }
      return { body: response, url, contentType: response.headers['content-type'] ?? '', timedOut: () => timedOut, close };
    }
  } catch (error) {
    close();
    throw error;
  }
}
