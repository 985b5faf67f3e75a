/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// Our modules with their extensions: Vite warns on every run of any its coming native config loader could not read.
import { chunkGroups } from './scripts/build/chunk-groups.ts';
import { compileOnArrival } from './scripts/build/vite-plugins/compile-on-arrival.ts';
import { iconsBesideTheirUser } from './scripts/build/vite-plugins/icons-beside-their-user.ts';
import { inlinedStylesheetIsLoaded } from './scripts/build/vite-plugins/inlined-stylesheet-is-loaded.ts';
import { radixWithoutKeptNames } from './scripts/build/vite-plugins/radix-without-kept-names.ts';
import { recordPageImports } from './scripts/build/vite-plugins/record-page-imports.ts';
import { singlePathIcons } from './scripts/build/vite-plugins/single-path-icons.ts';

const unitTests = ['tests/unit/**/*.test.{ts,tsx}'];
/**
 * The unit tests that say `@vitest-environment node` (scripts, content, the harness): a project of their own, so a
 * worker never swaps its shared jsdom for Node's and back between files. Mixed in one project, the swaps cost about
 * 20 s of processor time of the unit tests' 65 (issue 63).
 */
const nodeTests =
  // Read only when Vitest loads this config (it sets VITEST): a build or the dev server has no use for test files.
  (process.env.VITEST ? (readdirSync('tests/unit', { recursive: true, encoding: 'utf8' }) as string[]) : [])
    .map((file) => `tests/unit/${file.replaceAll('\\', '/')}`)
    .filter(
      (file) => /\.test\.tsx?$/.test(file) && readFileSync(file, 'utf8').includes('@vitest-environment node'),
    );
/** Scripts that listen to the window for the page's life: the hydration loader, run as the browser runs it
 * (scripts/build/hydration-loader.ts), and the owner of navigation (src/navigation/navigation-history.ts). */
const pageScriptTests = [
  'tests/unit/scripts/build/hydration-loader.test.ts',
  'tests/unit/navigation/navigation-history*.test.ts',
];

// What each plugin changes, and why, is in its module under scripts/build/vite-plugins/.
export default defineConfig({
  plugins: [
    react(),
    singlePathIcons(),
    iconsBesideTheirUser(),
    recordPageImports(),
    compileOnArrival(),
    inlinedStylesheetIsLoaded(),
    radixWithoutKeptNames(),
  ],
  // Bundled into the prerender, so single-path-icons reaches its icons too and the server draws what the client does.
  ssr: { noExternal: ['lucide-react'] },
  define: {
    // The copyright year is the build's: computed in the browser it would differ from the prerendered HTML after
    // New Year and break hydration on every page.
    __BUILD_YEAR__: JSON.stringify(String(new Date().getFullYear())),
    // Where appointment requests go, when set (src/content/clinic.ts).
    __BOOKING_ENDPOINT__: JSON.stringify(process.env.BOOKING_ENDPOINT ?? ''),
  },
  build: {
    target: 'es2022',
    // No Vite preload helper: the hydration loader asks for every module a page needs to hydrate at once, after
    // the first paint (scripts/build/hydration-loader.ts; the list comes from the manifest below, via
    // scripts/build/prerender.ts). The helper would add the dependency lists of every `import()` to the entry (1.7 KB
    // gzip with the loader's list in place, over the byte budget) for what is fetched later anyway: the booking form
    // and the pages the links on screen lead to, once the app is idle. Without it their imports are found as each
    // module is read, a round trip per level, while nobody waits.
    modulePreload: false,
    // Read by scripts/build/prerender.ts (which module is which file), then removed from dist/.
    manifest: true,
    cssCodeSplit: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  test: {
    // Threads, one per core: the default (forks, one fewer than the cores) ran one file at a time on the 2-core
    // reference machine, 65 s where this takes about 40.
    pool: 'threads',
    maxWorkers: '100%',
    environment: 'jsdom',
    setupFiles: ['tests/unit/setup.ts'],
    css: false,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        // One jsdom per worker, not one per file: building a fresh one for each of ~47 files cost more than their
        // tests (isolated, 51-53 s on the reference machine; shared, 29-34 s). Each file cleans up what it renders
        // (setup.ts) and restores its stubs and clocks.
        test: {
          name: 'unit',
          include: [...unitTests],
          exclude: [...pageScriptTests, ...nodeTests],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'node', include: [...nodeTests], environment: 'node', isolate: false },
      },
      {
        extends: true,
        // Scripts written for a page of their own, which add listeners to the window for the page's life: a window
        // of their own for each file.
        test: { name: 'page scripts', include: [...pageScriptTests] },
      },
    ],
  },
});
