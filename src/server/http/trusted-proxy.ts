import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { z } from 'zod';

/** TRUST_PROXY: how many proxies stand in front of Ribh, or the proxies' own addresses and ranges. */
export type TrustProxy = { hops: number } | { addresses: string[] };

/** Fastify's shape of a trust rule: may the hop-th address from the socket forward for the client? */
export type ProxyTrust = (address: string, hop: number) => boolean;

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Unset or `0`: trust nobody. `true` is refused: trusting every address lets any client name its own. */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((value, context): TrustProxy | undefined => {
    const text = value?.trim() ?? '';
    if (text === '' || text === '0') return undefined;
    if (/^\d+$/.test(text)) return { hops: Number(text) };
    const addresses = text.split(',').map((entry) => entry.trim()).filter(Boolean);
    const bad = addresses.find((entry) => !isAddressOrRange(entry));
    if (bad !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `"${bad}" is neither a hop count (1) nor a proxy address or CIDR range (10.0.0.5, 10.0.0.0/8, ::1)`,
      });
      return z.NEVER;
    }
    return { addresses };
  });

/**
 * The trust rule handed to Fastify. Fastify 5 ignores a bare hop count (it cannot check the nearest
 * peer), so a count becomes the rule "the first N hops are proxies"; addresses go through Node's
 * BlockList, which also matches IPv4-mapped IPv6 socket addresses (`::ffff:10.0.0.5`).
 */
export function proxyTrust(setting: TrustProxy): ProxyTrust {
  if ('hops' in setting) {
    const { hops } = setting;
    return (_address, hop) => hop < hops;
  }
  const proxies = new BlockList();
  for (const entry of setting.addresses) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) proxies.addAddress(address, type);
    else proxies.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const version = isIP(address);
    return version !== 0 && proxies.check(address, version === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Whether a raw request reached the proxy (or us) over HTTPS, by the rule Fastify's `request.protocol`
 * uses: X-Forwarded-Proto (its last entry) counts only from a trusted peer. For the answers sent
 * before Fastify sees the request.
 */
export function isHttpsRequest(request: IncomingMessage, trust: ProxyTrust | undefined): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const peer = request.socket.remoteAddress;
  if (trust && typeof forwarded === 'string' && forwarded !== '' && peer !== undefined && trust(peer, 0)) {
    return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim() === 'https';
  }
  return (request.socket as TLSSocket).encrypted === true;
}
