import { defineConfig } from '@playwright/test';
import { launchOptions } from './tests/support/browser';
import { workersPerCore } from './tests/support/workers';
import { baseURL, bookingFixtureServers, serverName, webServer } from './tests/support/server';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: workersPerCore(1),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: { baseURL, launchOptions: launchOptions(), trace: 'off', screenshot: 'off' },
  // Against nginx (`npm run test:nginx`) only the hosting checks run; the booking fixture needs the preview server.
  webServer: serverName === 'nginx' ? webServer : [webServer, ...bookingFixtureServers],
});
