import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { isHttpsRequest, proxyTrust } from './trusted-proxy';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['0', undefined],
    ['1', { hops: 1 }],
    ['2', { hops: 2 }],
    ['10.0.0.5', { addresses: ['10.0.0.5'] }],
    [' 10.0.0.0/8 , 192.168.1.7,::1 ', { addresses: ['10.0.0.0/8', '192.168.1.7', '::1'] }],
    ['fd00::/8', { addresses: ['fd00::/8'] }],
  ])('reads %j as %j', (value, expected) => {
    expect(readEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['true', 'yes', '10.0.0.0/33', '::1/129', '10.0.0.1/8/1', '10.0.0', '-1', '1.5'])('refuses %j at start, naming the variable', (value) => {
    expect(() => readEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe('proxyTrust', () => {
  it('trusts listed addresses and ranges only, IPv4-mapped socket addresses included', () => {
    const trust = proxyTrust({ addresses: ['10.0.0.0/8', '192.168.1.7', '::1'] });
    expect(['10.1.2.3', '::ffff:10.1.2.3', '192.168.1.7', '::1'].map((a) => trust(a, 0))).toEqual([true, true, true, true]);
    expect(['192.168.1.8', '11.0.0.1', '::2', 'not an address', ''].map((a) => trust(a, 0))).toEqual([false, false, false, false, false]);
  });

  it('with a hop count, trusts that many hops from the socket and no more', () => {
    const trust = proxyTrust({ hops: 2 });
    expect([0, 1, 2].map((hop) => trust('203.0.113.9', hop))).toEqual([true, true, false]);
  });
});

describe('isHttpsRequest', () => {
  const request = (remoteAddress: string, proto?: string, encrypted = false) =>
    ({ headers: proto === undefined ? {} : { 'x-forwarded-proto': proto }, socket: { remoteAddress, encrypted } }) as unknown as IncomingMessage;
  const trust = proxyTrust({ addresses: ['10.0.0.5'] });

  it('believes X-Forwarded-Proto (its last entry) only from a trusted peer', () => {
    expect(isHttpsRequest(request('10.0.0.5', 'https'), trust)).toBe(true);
    expect(isHttpsRequest(request('10.0.0.5', 'http, https'), trust)).toBe(true);
    expect(isHttpsRequest(request('10.0.0.5', 'https, http'), trust)).toBe(false);
    expect(isHttpsRequest(request('10.0.0.6', 'https'), trust)).toBe(false);
    expect(isHttpsRequest(request('10.0.0.5', 'https'), undefined)).toBe(false);
  });

  it('counts a TLS socket as HTTPS', () => {
    expect(isHttpsRequest(request('192.0.2.1', undefined, true), undefined)).toBe(true);
  });
});
