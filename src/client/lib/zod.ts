import { config } from 'zod/v4/core';

// What the client's `import { z } from 'zod'` resolves to (vite.config.ts): Zod, told first that it may not compile.
// The CSP forbids eval (docs/product.md#security); left to itself, Zod tries `new Function` once, as the first object
// schema is built, to learn whether it may compile its parsers, and the refusal shows as a CSP violation among the
// browser's issues on every page with a schema. Told, it never tries, and parses as it does after a refusal. Every
// module that imports 'zod' runs after this one, so no schema is built before the setting.
config({ jitless: true });

export * from 'zod/v4';
