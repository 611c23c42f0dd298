// Draws the installable app's icons (public/icons/*.png) from the favicon's design, once, with the machine's
// Chromium: the PNG files are committed, so neither the build nor an install needs an image library.
// Run again after changing the design: `node scripts/draw-app-icons.mjs`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const outDir = path.resolve(import.meta.dirname, '../public/icons');
const TEAL = '#0f766e';
// The favicon's rising line, in a 32-unit box.
const LINE = '<path d="M8 22l6-7 4 4 6-9" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>';

// "any": the favicon as it is (rounded corners). "maskable": the background fills the square and the line keeps
// to the centre, inside the circle of 80 % that every launcher's mask leaves visible.
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${TEAL}"/>${LINE}</svg>`;
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${TEAL}"/><g transform="translate(16 16) scale(0.7) translate(-16 -16)">${LINE}</g></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: rounded },
  { file: 'icon-512.png', size: 512, svg: rounded },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  // iOS draws its own rounded corners and ignores transparency: a full square.
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img style="display:block;width:${size}px;height:${size}px" src="data:image/svg+xml,${encodeURIComponent(svg)}"></body></html>`,
    );
    await page.screenshot({ path: path.join(outDir, file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
