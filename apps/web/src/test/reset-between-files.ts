import { afterEach } from 'vitest';
import { clearSession } from '../app/session/index.ts';

// With one module graph shared by the files of a worker (the root vitest config's `web` project), the areas'
// session stores outlive a test file; each test starts signed out, as it would with a graph of its own.
afterEach(() => {
  clearSession('manage');
  clearSession('specialist');
  clearSession('vender');
});
