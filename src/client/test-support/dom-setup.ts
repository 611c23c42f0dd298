// Runs before each client DOM test file: unmounts what a test rendered, and puts back what it stubbed.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
