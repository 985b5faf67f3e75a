import { defineConfig } from '@playwright/test';
import { launchOptions } from './tests/support/browser';
import { baseURL, webServer } from './tests/support/server';

/**
 * Screenshot baselines. One Chromium (Debian's on the reference machine) and bundled fonts leave little noise,
 * so the ratio is tight: 0.2% of 1280×800 is about 2,000 pixels, while a missing button is many more.
 */
export default defineConfig({
  testDir: 'visual',
  testMatch: '*.visual.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{arg}{ext}',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  timeout: 45_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.002,
      stylePath: './visual/screenshot.css',
      animations: 'disabled',
      caret: 'hide',
    },
  },
  use: { baseURL, launchOptions: launchOptions(), contextOptions: { reducedMotion: 'reduce' } },
  projects: [
    { name: 'w1280', use: { viewport: { width: 1280, height: 800 } } },
    // Full-page shots are asked for at 1280 and 480 only; @single shots set their own viewport and run once.
    { name: 'w768', use: { viewport: { width: 768, height: 1024 } }, grepInvert: /@full|@single|@no768/ },
    { name: 'w480', use: { viewport: { width: 480, height: 854 } }, grepInvert: /@single/ },
  ],
  webServer,
});
