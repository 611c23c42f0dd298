import type { TFunction } from 'i18next';
import { errors } from '../i18n/en/errors';
import { ApiError, UnreachableError } from './api';

type KnownCode = keyof typeof errors.codes;

function isKnownCode(code: string | undefined): code is KnownCode {
  return !!code && code in errors.codes;
}

/**
 * The text after the first colon is parsed as JSON; the first `errors[].message`, else `message`,
 * else the raw text. A known `code` is shown translated so an Arabic user reads Arabic.
 * Field issues carrying a code are summarised translated; the few without one are shown as the server wrote them.
 */
export function errorMessage(error: unknown, t: TFunction, fallback?: string): string {
  // Never "sign in" for a request that got no answer: it says offline, unavailable or busy, and that nothing was lost.
  if (error instanceof UnreachableError) return t(error.reason === 'offline' ? 'connection.offlineWrite' : 'connection.unavailableWrite');
  if (error instanceof TypeError) return t('errors.network');
  if (error instanceof ApiError && error.status === 503) return t('connection.busy');
  if (!(error instanceof Error)) return fallback ?? t('errors.generic');
  const text = error.message;
  const colon = text.indexOf(':');
  let parsed: { code?: string; message?: string; errors?: { message?: string; code?: string }[] } | undefined;
  if (colon >= 0) {
    try {
      parsed = JSON.parse(text.slice(colon + 1)) as typeof parsed;
    } catch {
      parsed = undefined;
    }
  }
  const code = error instanceof ApiError ? error.code : parsed?.code;
  if (isKnownCode(code) && code !== 'VALIDATION_FAILED' && code !== 'BAD_REQUEST') {
    return t(`errors.codes.${code}`);
  }
  // Field issues with a code are shown translated at their fields; here only the summary, translated.
  if (code === 'VALIDATION_FAILED' && Array.isArray(parsed?.errors) && typeof parsed.errors[0]?.code === 'string') {
    return t('errors.codes.VALIDATION_FAILED');
  }
  if (parsed && typeof parsed === 'object') {
    const first = Array.isArray(parsed.errors) ? parsed.errors[0]?.message : undefined;
    if (first) return first;
    if (parsed.message) return parsed.message;
  }
  return text || fallback || t('errors.generic');
}
