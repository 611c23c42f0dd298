import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { readSessionToken, setSessionCookie } from './session-cookie';

const requestWith = (headers: Record<string, string>, protocol: 'http' | 'https' = 'http') =>
  ({ headers, protocol }) as unknown as FastifyRequest;

function written(protocol: 'http' | 'https'): string {
  let header = '';
  const reply = { header: (_name: string, value: string) => (header = value) } as unknown as FastifyReply;
  setSessionCookie(requestWith({}, protocol), reply, 'abc_DEF-123', 30 * 24 * 3600 * 1000);
  return header;
}

describe('session cookie', () => {
  it.each([
    ['only our cookie', 'ribh_session=tok_en-1', 'tok_en-1'],
    ['among others', 'theme=dark; ribh_session=tok_en-1; lang=ar', 'tok_en-1'],
    ['a look-alike name', 'xribh_session=tok_en-1', undefined],
    ['an empty value', 'ribh_session=', undefined],
    ['a value with characters a token never has', 'ribh_session=a%20b', undefined],
    ['no cookie header', undefined, undefined],
  ])('reads %s', (_name, header, expected) => {
    expect(readSessionToken(requestWith(header ? { cookie: header } : {}))).toBe(expected);
  });

  it('is HttpOnly, SameSite=Lax, site-wide, and Secure only over HTTPS', () => {
    expect(written('http')).toBe('ribh_session=abc_DEF-123; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax');
    expect(written('https')).toBe('ribh_session=abc_DEF-123; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax');
  });
});
