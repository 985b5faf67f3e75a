import { defineConfig } from '@playwright/test';
import { availableEngines } from './harness/engines/available';
import type { EngineOptions } from './tests/support/engines/test';
import { bookingFixtureServers, webServer } from './harness/hosts/servers';
import { workersPerCore } from './harness/tools/workers';
import { snapshotPathTemplate } from './visual/baselines';

/**
 * The journeys of tests/engines/ in every engine a visitor uses (issue 33): Chromium, Firefox and WebKit, one
 * project each over the same spec files. Screenshot baselines per platform and engine sit beside the Chromium ones
 * (visual/__screenshots__/<platform>-<engine>/<width>/), compared at the visual suite's ratio.
 */
export default defineConfig<EngineOptions>({
  testDir: 'tests/engines',
  testMatch: '*.spec.ts',
  snapshotPathTemplate: snapshotPathTemplate('engines'),
  // On a platform without an engine's baselines, one line saying its shots are not compared (visual/baselines.ts).
  globalSetup: './tests/support/engines/global-setup.ts',
  fullyParallel: true,
  // Four on two cores: much of a journey is waiting on a driver's round trip.
  workers: workersPerCore(2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list'], ['./harness/engines/time-per-engine.ts']],
  timeout: 45_000,
  expect: { timeout: 7_000, toMatchSnapshot: { maxDiffPixelRatio: 0.002 } },
  // WebKit first: its queue is the longest; queued last, it ran alone for the final 90 s of a 4-minute run while the
  // other workers sat idle.
  projects: [...availableEngines()]
    .sort((a, b) => Number(b === 'webkit') - Number(a === 'webkit'))
    .map((engine) => ({
      name: engine,
      // WebKit at an iPhone's width as well as at WCAG's reflow width (issue 55): 390 px is the iPhone 12 to 16's.
      use: { engine, ...(engine === 'webkit' ? { phoneWidths: [390, 320] } : {}) },
      // WebKit's journeys are the longest queue: at most half the workers take it, launching one browser at a
      // time (webkit-visitor.ts), so that Firefox always has workers of its own.
      ...(engine === 'webkit' ? { workers: workersPerCore(1) } : {}),
    })),
  webServer: [webServer, ...bookingFixtureServers],
});
