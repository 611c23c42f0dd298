import { describe, expect, it } from 'vitest';
import { checkIcon, iconKind, MAX_ICON_IMAGE_BYTES } from './icon';
import { dataUrl, GIF_1PX, JPEG_MIN, PNG_1PX, pngOfSize, WEBP_MIN } from './test-support/icon-samples';

describe('checkIcon', () => {
  it.each([
    ['', 'none'],
    ['📦', 'text'],
    ['👨‍👩‍👧‍👦', 'text'],
    ['AB', 'text'],
    ['شحن سريع', 'text'],
    ['https://example.com/logo.png', 'url'],
    ['http://example.com/a.gif?x=1', 'url'],
    [dataUrl('image/png', PNG_1PX), 'image'],
    [dataUrl('image/gif', GIF_1PX), 'image'],
    [dataUrl('image/jpeg', JPEG_MIN), 'image'],
    [dataUrl('image/webp', WEBP_MIN), 'image'],
  ])('accepts %j as %s', (icon, kind) => {
    expect(checkIcon(icon)).toEqual({ ok: true, kind });
  });

  it.each([
    ['a PNG labelled JPEG', dataUrl('image/jpeg', PNG_1PX), 'image-content'],
    ['a GIF labelled PNG', dataUrl('image/png', GIF_1PX), 'image-content'],
    ['an SVG with script', dataUrl('image/svg+xml', btoa('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')), 'image-type'],
    ['an SVG as plain text data', 'data:image/svg+xml,<svg onload=alert(1)>', 'image-type'],
    ['HTML', dataUrl('text/html', btoa('<script>alert(1)</script>')), 'image-type'],
    ['a non-base64 PNG', 'data:image/png,abc', 'image-encoding'],
    ['truncated base64', dataUrl('image/png', PNG_1PX.slice(0, -3)), 'image-encoding'],
    ['base64 with bad characters', dataUrl('image/png', `${PNG_1PX.slice(0, -4)}*!*=`), 'image-encoding'],
    ['a cut-off PNG (valid base64)', dataUrl('image/png', btoa(atob(PNG_1PX).slice(0, 40))), 'image-content'],
    ['an empty image', dataUrl('image/png', ''), 'image-encoding'],
    ['an oversize PNG', pngOfSize(MAX_ICON_IMAGE_BYTES + 10), 'image-too-large'],
    ['a javascript: URL', 'javascript:alert(1)', 'url-scheme'],
    ['a JavaScript: URL in mixed case', 'JavaScript:alert(document.cookie)', 'url-scheme'],
    ['a file: URL', 'file:///etc/passwd', 'url-scheme'],
    ['a URL without host', 'https://', 'url-invalid'],
    ['a URL with spaces', 'https://exa mple.com/a.png', 'url-invalid'],
    ['text over 32 characters', 'x'.repeat(33), 'text-too-long'],
    ['text with a line break', 'a\nb', 'text-invalid'],
    ['text with a control character', 'a\u0000b', 'text-invalid'],
  ])('refuses %s', (_label, icon, reason) => {
    expect(checkIcon(icon)).toEqual({ ok: false, reason });
  });

  it('accepts a PNG exactly at the size limit and refuses one byte more', () => {
    expect(checkIcon(pngOfSize(MAX_ICON_IMAGE_BYTES))).toEqual({ ok: true, kind: 'image' });
    expect(checkIcon(pngOfSize(MAX_ICON_IMAGE_BYTES + 1))).toEqual({ ok: false, reason: 'image-too-large' });
  });

  it('counts text length in characters, not UTF-16 units', () => {
    expect(checkIcon('😀'.repeat(32)).ok).toBe(true);
    expect(checkIcon('😀'.repeat(33)).ok).toBe(false);
  });
});

describe('iconKind', () => {
  it('treats a refused or missing icon as none, so the screen falls back to initials', () => {
    expect(iconKind(null)).toBe('none');
    expect(iconKind('javascript:alert(1)')).toBe('none');
    expect(iconKind('🚚')).toBe('text');
  });
});
