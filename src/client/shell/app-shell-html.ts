import { common as arCommon } from '../i18n/ar/common.js';
import { simulator as arSimulator } from '../i18n/ar/simulator.js';
import { common as enCommon } from '../i18n/en/common.js';
import { simulator as enSimulator } from '../i18n/en/simulator.js';
import { common as frCommon } from '../i18n/fr/common.js';
import { simulator as frSimulator } from '../i18n/fr/simulator.js';

/**
 * The static first paint of index.html, written at build time (vite.config.ts) from the same catalogues and
 * Tailwind classes as the header and the simulator's top, so the page shows its heading and, for a guest,
 * the guest notice before any script has run. React replaces it on its first commit (createRoot clears
 * the container), so nothing here is ever interactive except plain links.
 *
 * The server cannot know the language (a localStorage choice): every language is written and
 * styles.css shows the one `<html lang>` names, which public/boot.js sets before the body is parsed.
 * The guest notice and the Sign In link show only when the server saw no session cookie
 * (`<html data-session="guest">`). The server sends the simulator part only on `/` (src/server/spa-pages.ts).
 */

const TEXT = {
  en: { common: enCommon, simulator: enSimulator },
  ar: { common: arCommon, simulator: arSimulator },
  fr: { common: frCommon, simulator: frSimulator },
} as const;

type Language = keyof typeof TEXT;
const SHELL_LANGUAGES = Object.keys(TEXT) as Language[];

/** Each language's name in itself, as the header's language menu shows it. */
const OWN_NAME = { en: enCommon.nav.english, ar: arCommon.nav.arabic, fr: frCommon.nav.french } as const;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The same text in every language; styles.css hides those the page is not in. */
function multilingual(pick: (text: (typeof TEXT)[Language], language: Language) => string): string {
  return SHELL_LANGUAGES
    .map((language) => `<span lang="${language}" data-shell-lang="${language}">${escapeHtml(pick(TEXT[language], language))}</span>`)
    .join('');
}

/** A lucide-react icon as the components draw it (same paths, stroke and size classes), hidden from assistive technology. */
function icon(className: string, shapes: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="${className}">${shapes}</svg>`;
}
const paths = (...d: string[]) => d.map((value) => `<path d="${value}"></path>`).join('');
const INFO = '<circle cx="12" cy="12" r="10"></circle>' + paths('M12 16v-4', 'M12 8h.01');
const LANGUAGES = paths('m5 8 6 6', 'm4 14 6-6 2-3', 'M2 5h12', 'M7 2h1', 'm22 22-5-10-5 10', 'M14 18h6');
const MENU = paths('M4 5h16', 'M4 12h16', 'M4 19h16');
const EXTERNAL_LINK = paths('M15 3h6v6', 'M10 14 21 3', 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6');

/**
 * A white card standing for one that is still loading, as tall as the card it stands for at each width
 * (measured at 390, 768 and 1280 px), so the page does not jump when the real one replaces it.
 */
const block = (className: string) => `<div class="rounded-xl border border-slate-200 bg-white shadow-sm ${className}"></div>`;

/** The header of components/layout/header.tsx for a guest on `/`; links work before any script runs. */
function headerHtml(): string {
  const navLink = 'rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100';
  return `<header class="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
  <div class="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:px-4">
    <a href="/" class="flex items-center gap-2 font-bold text-brand-800"><img src="/favicon.svg" alt="" width="28" height="28" /><span class="text-lg">${multilingual((t) => t.common.appName)}</span></a>
    <nav class="ms-4 hidden items-center gap-1 md:flex">
      <a href="/" aria-current="page" class="${navLink} bg-brand-50 text-brand-800">${multilingual((t) => t.common.nav.home)}</a>
      <a href="__SERVICES_SITE_URL__" target="_blank" rel="noopener noreferrer" class="inline-flex items-center gap-1 ${navLink} text-slate-700">${multilingual((t) => t.common.nav.ourServices)}${icon('size-3.5', EXTERNAL_LINK)}</a>
    </nav>
    <div class="ms-auto flex items-center gap-1">
      <span aria-hidden="true" class="relative flex h-8 items-center rounded-md pe-2 ps-7 text-sm font-medium text-slate-700">${icon('pointer-events-none absolute start-2 size-4', LANGUAGES)}${multilingual((_, language) => OWN_NAME[language])}</span>
      <a href="/login" data-shell-guest class="inline-flex h-8 items-center justify-center gap-2 rounded-md bg-brand-700 px-3 text-sm font-medium text-white">${multilingual((t) => t.common.nav.signIn)}</a>
      <span aria-hidden="true" class="inline-flex h-9 w-9 items-center justify-center text-slate-700 md:hidden">${icon('size-5', MENU)}</span>
    </div>
  </div>
</header>`;
}

/**
 * For public/boot.js, per language other than English: the home page's title, and the built file of the
 * catalogue (when the build has one), which boot.js preloads for a visitor in that language.
 */
export function languageMetaHtml(catalogueFile: (language: Language) => string | undefined): string {
  return SHELL_LANGUAGES.filter((language) => language !== 'en')
    .map((language) => {
      const file = catalogueFile(language);
      const title = `<meta name="home-title" lang="${language}" content="${escapeHtml(TEXT[language].common.titles.home)}" />`;
      return file ? `${title}\n    <meta name="catalogue" lang="${language}" content="/${file}" />` : title;
    })
    .join('\n    ');
}

export function appShellHtml(): string {
  const guestNotice = SHELL_LANGUAGES
    .map(
      (language) =>
        `<span lang="${language}" data-shell-lang="${language}"><a href="/login" class="font-semibold underline">${escapeHtml(TEXT[language].simulator.guestNotice.signIn)}</a> ${escapeHtml(TEXT[language].simulator.guestNotice.text)}</span>`,
    )
    .join('');
  return `${headerHtml()}
<!--home-only-->
<main aria-busy="true" class="outline-none">
  <div class="mx-auto max-w-7xl px-3 py-4 sm:px-4 sm:py-6">
    <div class="mb-4">
      <h1 class="text-2xl font-bold text-slate-900">${multilingual((t) => t.simulator.title)}</h1>
      <p class="text-sm text-slate-600">${multilingual((t) => t.simulator.subtitle)}</p>
    </div>
    <div class="mb-4" data-shell-guest>
      <p class="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">${icon('mt-0.5 size-4 shrink-0', INFO)}<span>${guestNotice}</span></p>
    </div>
    <div aria-hidden="true" class="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      ${block('h-[38.5rem] sm:h-[30.625rem] lg:h-[23rem]')}
      <div class="lg:row-span-2">${block('h-[29.125rem]')}</div>
      ${block('h-[37.75rem] sm:h-[28.375rem] xl:h-[20.125rem]')}
    </div>
  </div>
</main>
<!--/home-only-->
<div id="app-shell-end"></div>`;
}
