// The browser reads one cookie of its own (the language) before the first paint. A few lines instead of the `cookie`
// package the server uses: that package is about 430 bytes gzip of the home page's first load, whose budget is
// 123 KB (scripts/check-bundle-budget.test.ts), and this reads only a value the app itself wrote.

/** The value of one cookie in `document.cookie`, undefined when absent. */
export function cookieValue(cookies: string | undefined, name: string): string | undefined {
  if (!cookies) return undefined;
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator >= 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
