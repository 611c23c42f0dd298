import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXpxdXV6cXV1enF1dXo';

describe('redactUrl', () => {
  it.each([
    [`/api/shared/${TOKEN}`, '/api/shared/[redacted]'],
    [`/api/shared/${TOKEN}?lang=ar`, '/api/shared/[redacted]?lang=ar'],
    [`/s/${TOKEN}`, '/s/[redacted]'],
    [`/?shared=${TOKEN}`, '/?shared=[redacted]'],
    [`/?lang=fr&shared=${TOKEN}&x=1`, '/?lang=fr&shared=[redacted]&x=1'],
    ['/api/simulations/6f1c2a44-5b0d-4e55-9a3e-2b7c9d0e1f21', '/api/simulations/6f1c2a44-5b0d-4e55-9a3e-2b7c9d0e1f21'],
    ['/api/shares', '/api/shares'],
  ])('logs %s as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
