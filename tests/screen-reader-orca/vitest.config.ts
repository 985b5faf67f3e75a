/** `npm run test:screen-reader`: Orca reading the built site in Firefox ESR and Chromium (issue 34), apart from the unit tests. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/screen-reader-orca/**/*.orca.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // One desktop, Firefox and Orca for the file: about 10 s to start, then each journey a few seconds.
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});
