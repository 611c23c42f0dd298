import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { isRightToLeft, type Language } from '@domain/format';
import { App } from './app';
import { setUpI18n } from './i18n';
import { queryClient } from './lib/api';
import { AUTH_USER_KEY } from './lib/session/use-auth';

// Its source goes into the page's first script (scripts/prerender-home.ts).
export { recordTapsBeforeHydration } from './lib/taps-before-hydration';

/**
 * Who the prerendered home page is drawn for: a guest (the server saw no session cookie), or a visitor whose
 * session is not known yet (a cookie came along), drawn without the guest notice and without account controls.
 */
export type PrerenderSession = 'guest' | 'unknown';

export interface PrerenderedHome {
  /** The markup of `#root`, hydrated as it is by src/client/main.tsx. */
  html: string;
  title: string;
  lang: Language;
  dir: 'rtl' | 'ltr';
}

/**
 * The home page as the client's first render draws it (decision 0030): default inputs and their figures, the
 * catalogue lists still loading (they are data of the running server, not of the build), insights after the
 * first paint. Run at build time by vite.config.ts, once per language and session.
 */
export async function renderHome(language: Language, session: PrerenderSession): Promise<PrerenderedHome> {
  const i18n = await setUpI18n(language);
  queryClient.clear();
  if (session === 'guest') queryClient.setQueryData(AUTH_USER_KEY, null);
  const html = renderToString(
    <StrictMode>
      <Router ssrPath="/" ssrSearch="">
        <App />
      </Router>
    </StrictMode>,
  );
  queryClient.clear();
  // A Suspense boundary the server could not finish would be client-rendered with an error in the console.
  if (html.includes('<!--$!-->') || html.includes('<!--$?-->')) {
    throw new Error(`The ${language} home page suspended while prerendering: something in its first render is lazy`);
  }
  return { html, title: i18n.t('common.titles.home'), lang: language, dir: isRightToLeft(language) ? 'rtl' : 'ltr' };
}
