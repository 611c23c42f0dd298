import { parseCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../domain/format';
import { acceptedLanguages, LANGUAGE_COOKIE, preferredLanguage, startLanguage } from '../../domain/start-language';

/**
 * The language a request is read in: `?lang=`, else the visitor's saved choice (the `language` cookie, which the
 * client sets and sends with every request), else the browser's languages (`Accept-Language`), else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const cookie = request.headers.cookie ? parseCookie(request.headers.cookie)[LANGUAGE_COOKIE] : undefined;
  return startLanguage(query?.lang, cookie, preferredLanguage(acceptedLanguages(request.headers['accept-language'])));
}
