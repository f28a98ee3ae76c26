// The PDF thread from the sources (development and tests): a worker does not inherit the tsx loader of the thread
// that starts it, so it registers tsx itself before loading the TypeScript entry. The production build runs
// dist/pdf-thread.js instead (build.mjs), without tsx.
import { register } from 'tsx/esm/api';

register();
await import('./pdf-thread.ts');
