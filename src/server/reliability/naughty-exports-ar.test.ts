import { createTestApp } from '../test/test-app';
import { describeNaughtyExports } from '../test/support/naughty-exports';

// Naughty names in every export, in Arabic (see support/naughty-exports.ts).
const { app } = await createTestApp();
describeNaughtyExports('ar', app);
