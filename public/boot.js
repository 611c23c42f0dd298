// Runs before the body is parsed (a plain external script: the CSP forbids inline ones).
// 1. The visitor's language (saved by the app under `language`) on <html lang dir>, so the static shell of
//    index.html is drawn in that language and direction from the first paint.
//    For Arabic it also starts loading the Arabic catalogue (its file name is in a meta written at build time).
// 2. The browser's number-formatting data (ICU) loads on the first Intl call: about 70 ms on a slow phone.
//    Paying it here, before anything is on screen, keeps that pause out of the app's first render.
(function () {
  var language = 'en';
  try {
    if (localStorage.getItem('language') === 'ar') language = 'ar';
  } catch (error) {
    // Storage blocked: English, as the app itself falls back.
  }
  var root = document.documentElement;
  root.lang = language;
  root.dir = language === 'ar' ? 'rtl' : 'ltr';
  // The Arabic catalogue is imported only once the app's scripts run; fetching it now saves a round trip.
  var catalogue = document.querySelector('meta[name="arabic-catalogue"]');
  if (language === 'ar' && catalogue) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = catalogue.getAttribute('content');
    document.head.appendChild(link);
  }
  try {
    new Intl.NumberFormat(language === 'ar' ? 'ar-u-nu-latn' : 'en-US', { style: 'currency', currency: 'USD' }).format(0);
  } catch (error) {
    // No Intl: nothing to warm.
  }
})();
