// Runs before each client DOM test file: unmounts what a test rendered, and puts back what it stubbed.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// `findBy…` and `waitFor` wait for an outcome (a chunk drawn after the first paint, an answer); on a busy machine
// that takes longer than Testing Library's one-second default, so they may wait as long as a test may run.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
