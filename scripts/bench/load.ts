/**
 * The preview server under load (issue 20), for `npm run bench`: 100 connections for 10 s over a mix of pages and
 * hashed assets, asking for compressed bodies as browsers do, with autocannon (mcollina/autocannon) in this process
 * and the server in its own, exactly as `npm start` runs it. Any error, timeout or non-2xx answer is a failure.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import autocannon, { type Result } from 'autocannon';

export type LoadReport = { lines: string[]; failures: string[]; raw: Result };

export async function runLoadCheck(port: number, connections = 100, seconds = 10): Promise<LoadReport> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve/serve.ts', 'dist'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
    server.once('exit', (code) => reject(new Error(`the preview server exited (${code})`)));
  });
  const script = readdirSync('dist/assets').find((name) => /^index-.*\.js$/.test(name));
  const paths = ['/', '/about', '/services/orthodontics', '/smile-gallery/our-work', '/contact'];
  if (script) paths.push(`/assets/${script}`);
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration: seconds,
      headers: { 'accept-encoding': 'br, gzip' },
      requests: paths.map((path) => ({ path })),
    });
    const failures: string[] = [];
    if (result.errors + result.timeouts + result.non2xx > 0)
      failures.push(
        `load: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`,
      );
    if (server.exitCode !== null) failures.push('load: the preview server exited');
    const lines = [
      `Preview server, ${connections} connections for ${seconds} s (${paths.length} URLs, br/gzip):`,
      `  ${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, ` +
        `${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s; ` +
        `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
    ];
    return { lines, failures, raw: result };
  } finally {
    server.kill();
  }
}
