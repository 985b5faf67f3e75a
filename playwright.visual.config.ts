import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { launchOptions } from './harness/tools/browsers';
import { workersPerCore } from './harness/tools/workers';
import { baseURL, webServer } from './harness/hosts/servers';
import { shotWidths, stillShot } from './visual/support';

const routeShots = 'routes.visual.spec.ts';

/**
 * Screenshot baselines. One Chromium (Debian's on the reference machine) and bundled fonts leave little noise,
 * so the ratio is tight: 0.2% of 1280×800 is about 2,000 pixels, while a missing button is many more.
 */
/**
 * Baselines are kept per platform: font rendering alone differs between Linux, macOS and Windows. The reference
 * platform is Linux with Debian's Chromium (CI and the team's machines); there every shot is compared and a missing
 * baseline fails. Elsewhere, until someone creates that platform's baselines with `npm run test:visual:update`, the
 * pages and open states still run and only the comparison is skipped (visual/support.ts), with one line saying so.
 */
const referencePlatform = 'linux';
const updating = process.argv.some((arg) => arg === '-u' || arg.startsWith('--update-snapshots'));
if (
  process.platform !== referencePlatform &&
  !updating &&
  !existsSync(`visual/__screenshots__/${process.platform}`) &&
  !process.env.VISUAL_BASELINES
) {
  process.env.VISUAL_BASELINES = 'missing'; // read by visual/support.ts; workers inherit it
  console.log(
    `Visual: no ${process.platform} baselines (the reference is ${referencePlatform}); screenshots are not compared. ` +
      'Create them with `npm run test:visual:update`.',
  );
}

export default defineConfig({
  testDir: 'visual',
  testMatch: '*.visual.spec.ts',
  // <platform>/w<width>/<name>: each shot names its width's folder (visual/support.ts, expectScreenshot).
  snapshotPathTemplate: '{testDir}/__screenshots__/{platform}/{arg}{ext}',
  fullyParallel: true,
  workers: workersPerCore(1),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  timeout: 45_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.002,
      ...stillShot,
    },
  },
  use: { baseURL, launchOptions: launchOptions(), contextOptions: { reducedMotion: 'reduce' } },
  projects: [
    // Every route at every width on one visit (routes.visual.spec.ts), narrowest first.
    { name: 'routes', testMatch: routeShots, use: { viewport: shotWidths[0] } },
    // The open states, once per width.
    { name: 'w1280', testIgnore: routeShots, use: { viewport: { width: 1280, height: 800 } } },
    // @single shots set their own viewport and run once.
    {
      name: 'w768',
      testIgnore: routeShots,
      use: { viewport: { width: 768, height: 1024 } },
      grepInvert: /@single|@no768/,
    },
    {
      name: 'w480',
      testIgnore: routeShots,
      use: { viewport: { width: 480, height: 854 } },
      grepInvert: /@single/,
    },
  ],
  webServer,
});
