/** `npm run test:screen-reader`: Orca reading the built site in Firefox ESR and Chromium (issue 34), apart from the unit tests. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/screen-reader-orca/**/*.orca.test.ts'],
    environment: 'node',
    // Each file starts a desktop of its own (its own X display, D-Bus, AT-SPI bus and Orca; desktop.ts), so the
    // files run side by side, whatever the cores: most of a journey is listening for Orca to fall quiet (alone, the
    // three files took 99-102 s one after another, using about a quarter of two cores).
    fileParallelism: true,
    maxWorkers: 3,
    // One desktop, browser and Orca per file: about 10 s to start, then each journey a few seconds.
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});
