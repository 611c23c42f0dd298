// Runs before the body is parsed (a plain external script: the CSP forbids inline ones).
// 1. The visitor's language on <html lang dir>, so the static shell of index.html is drawn in that language and
//    direction from the first paint: `?lang=` in the address, else the one the app saved under `language`
//    (src/client/i18n/index.ts follows the same rule). For Arabic and French it also names the tab in that
//    language and starts loading the catalogue (title and file name are in metas written at build time).
// 2. The browser's number-formatting data (ICU) loads on the first Intl call: about 70 ms on a slow phone.
//    Paying it here, before anything is on screen, keeps that pause out of the app's first render.
(function () {
  var known = { en: 'en-US', ar: 'ar-u-nu-latn', fr: 'fr-FR' };
  var language = 'en';
  var requested = new URLSearchParams(location.search).get('lang');
  var stored = null;
  try {
    stored = localStorage.getItem('language');
  } catch (error) {
    // Storage blocked: the address decides, else English, as the app itself falls back.
  }
  if (requested && known.hasOwnProperty(requested)) language = requested;
  else if (stored && known.hasOwnProperty(stored)) language = stored;
  var root = document.documentElement;
  root.lang = language;
  root.dir = language === 'ar' ? 'rtl' : 'ltr';
  var title = document.querySelector('meta[name="home-title"][lang="' + language + '"]');
  if (title) document.title = title.getAttribute('content');
  // The catalogue is imported only once the app's scripts run; fetching it now saves a round trip.
  var catalogue = document.querySelector('meta[name="catalogue"][lang="' + language + '"]');
  if (catalogue) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = catalogue.getAttribute('content');
    document.head.appendChild(link);
  }
  try {
    new Intl.NumberFormat(known[language], { style: 'currency', currency: 'USD' }).format(0);
  } catch (error) {
    // No Intl: nothing to warm.
  }
})();
