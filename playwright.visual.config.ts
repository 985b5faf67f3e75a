import { defineConfig } from '@playwright/test';
import { launchOptions } from './harness/tools/browsers';
import { workersPerCore } from './harness/tools/workers';
import { baseURL, webServer } from './harness/hosts/servers';
import { shotWidths, stillShot } from './visual/support';
import { snapshotPathTemplate } from './visual/baselines';

const routeShots = 'routes.visual.spec.ts';

/**
 * Screenshot baselines. One Chromium (Debian's on the reference machine) and bundled fonts leave little noise,
 * so the ratio is tight: 0.2% of 1280×800 is about 2,000 pixels, while a missing button is many more.
 */
export default defineConfig({
  testDir: 'visual',
  testMatch: '*.visual.spec.ts',
  // On a platform without baselines of its own, one line saying the shots are not compared (visual/baselines.ts).
  globalSetup: './visual/global-setup.ts',
  // <platform>/w<width>/<name>: each shot names its width's folder (visual/support.ts, expectScreenshot).
  snapshotPathTemplate: snapshotPathTemplate('visual'),
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
