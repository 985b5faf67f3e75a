/** Where the tests reach the built site: one static server started by Playwright's webServer. */
export const testPort = Number(process.env.TEST_PORT ?? 4180);
export const baseURL = `http://127.0.0.1:${testPort}`;
export const webServer = {
  command: `tsx scripts/serve.ts`,
  url: `${baseURL}/`,
  reuseExistingServer: !process.env.CI,
  env: { PORT: String(testPort) },
  timeout: 60_000,
};
