/**
 * Where the tests reach the built site: one server started by Playwright's webServer. By default the preview server
 * (scripts/serve.ts); with SERVER=nginx, nginx with the generated config (scripts/serve-nginx.ts, `npm run test:nginx`).
 */
const useNginx = process.env.SERVER === 'nginx';
export const serverName = useNginx ? 'nginx' : 'preview';
export const testPort = Number(process.env.TEST_PORT ?? (useNginx ? 4181 : 4180));
export const baseURL = `http://127.0.0.1:${testPort}`;
export const webServer = {
  command: useNginx ? 'tsx scripts/serve-nginx.ts' : 'tsx scripts/serve.ts',
  url: `${baseURL}/`,
  reuseExistingServer: !process.env.CI,
  env: { PORT: String(testPort) },
  timeout: 60_000,
};
