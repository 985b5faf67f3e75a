// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Runs a script of scripts/ as the README does (through tsx), with `args` and `env`; what it wrote and its status.
 * Asynchronous, so the cases run side by side (`describe.concurrent`): each is a second of tsx starting up.
 */
function run(script: string, args: string[] = [], env: Record<string, string> = {}) {
  return new Promise<{ status: number | null; stderr: string; stdout: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { encoding: 'utf8', env: { ...process.env, ...env }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ status: error ? (error.code as number | null) : 0, stderr, stdout }),
    );
  });
}

/**
 * Every command the README names answers a wrong or missing argument with one line saying what to do and exit status
 * 2, never a stack trace (issue 36).
 */
describe.concurrent.each([
  [
    'nginx config, a site folder not on this machine',
    'scripts/serve/nginx-config.ts',
    ['/srv/clinic/dist'],
    {},
    /--headers dist\/_headers/,
  ],
  [
    'nginx config, an unknown option',
    'scripts/serve/nginx-config.ts',
    ['dist', '--gzip'],
    {},
    /Unknown option --gzip/,
  ],
  [
    'nginx config, --headers without its file',
    'scripts/serve/nginx-config.ts',
    ['dist', '--headers'],
    {},
    /--headers needs a value/,
  ],
  [
    'booking receiver, a bad PORT',
    'scripts/booking-receiver/receiver.ts',
    [],
    { PORT: 'eighty' },
    /PORT=eighty is not a port/,
  ],
  [
    'booking receiver, a bad ALLOWED_ORIGIN',
    'scripts/booking-receiver/receiver.ts',
    [],
    { PORT: '0', ALLOWED_ORIGIN: 'example.com' },
    /ALLOWED_ORIGIN=example.com is not an origin/,
  ],
  [
    'booking receiver, SMTP_URL without NOTIFY_TO',
    'scripts/booking-receiver/receiver.ts',
    [],
    { PORT: '0', SMTP_URL: 'smtp://127.0.0.1:2525', NOTIFY_FROM: 'web@example.com' },
    /NOTIFY_TO is not set: give the address the desk reads/,
  ],
  [
    'booking receiver, an argument it does not take',
    'scripts/booking-receiver/receiver.ts',
    ['4190'],
    { PORT: '0' },
    /Unexpected argument 4190/,
  ],
  [
    'bench, an unknown option',
    'scripts/bench/bench.ts',
    ['--fast'],
    {},
    /Unknown option --fast\. Usage: npm run bench/,
  ],
  ['bench, a bad --runs', 'scripts/bench/bench.ts', ['--runs', 'three'], {}, /--runs three: give a whole number/],
  [
    'bench, both ways of slowing the processor',
    'scripts/bench/bench.ts',
    ['--quota', '--throttling'],
    {},
    /--quota or --throttling, not both/,
  ],
  ['bench, --runs without its number', 'scripts/bench/bench.ts', ['--runs'], {}, /--runs needs a value/],
  [
    'bench comparison, a run that is not there',
    'scripts/bench/compare-runs.ts',
    ['bench-results/none.json', 'bench-results/none-either.json'],
    {},
    /bench-results\/none\.json: ENOENT.*give copies of bench-results\/bench\.json/,
  ],
  [
    'bench, --only a path that is no route',
    'scripts/bench/bench.ts',
    ['--only', '/nope'],
    {},
    /--only \/nope: not a route/,
  ],
  ['preview server, a bad PORT', 'scripts/serve/serve.ts', [], { PORT: '70000' }, /PORT=70000 is not a port/],
  ['preview server, an unknown option', 'scripts/serve/serve.ts', ['--port', '80'], {}, /Unknown option --port/],
  [
    'nginx preview, a bad PORT',
    'scripts/serve/serve-nginx.ts',
    [],
    { PORT: '-1', NGINX_PATH: process.execPath },
    /PORT=-1 is not a port/,
  ],
  [
    'build, a BOOKING_ENDPOINT that is not HTTPS',
    'scripts/build/prerender.ts',
    [],
    { BOOKING_ENDPOINT: 'http://example.com/book' },
    /must be HTTPS.*set BOOKING_ENDPOINT/,
  ],
])('%s', (_name, script, args, env, says) => {
  it('exits 2 with one line saying what to do, and no stack trace', async () => {
    const { status, stderr } = await run(script, args, env as Record<string, string>);
    expect(stderr).toMatch(says);
    expect(stderr.trimEnd().split('\n'), stderr).toHaveLength(1);
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(status).toBe(2);
  }, 30_000);
});

describe('booking receiver', () => {
  it('says so in one line when BOOKINGS_DB cannot be written', async () => {
    // A file where its folder should be.
    const notAFolder = join(mkdtempSync(join(tmpdir(), 'receiver-')), 'file');
    writeFileSync(notAFolder, '');
    const { status, stderr } = await run('scripts/booking-receiver/receiver.ts', [], {
      PORT: '0',
      BOOKINGS_DB: join(notAFolder, 'bookings.db'),
    });
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/check BOOKINGS_DB/);
    expect(status).toBe(2);
  }, 30_000);
});

describe.concurrent('bookings, the desk’s commands', () => {
  const folder = mkdtempSync(join(tmpdir(), 'bookings-'));
  const notAStore = join(folder, 'not-a-store.db');
  writeFileSync(notAStore, 'these are not the bytes of an SQLite database, and the file is long enough to say so');
  it.each([
    [
      'a store that is not there',
      ['export'],
      { BOOKINGS_DB: join(folder, 'none.db') },
      /No store at .*set BOOKINGS_DB/,
    ],
    ['a store that cannot be read', ['export'], { BOOKINGS_DB: notAStore }, /cannot be opened .*run this as/],
    ['a bad --older-than', ['purge', '--older-than', '90'], {}, /--older-than 90d/],
  ])('%s: one line saying what to do, exit 2', async (_name, args, env, says) => {
    const { status, stderr } = await run('scripts/booking-receiver/bookings.ts', args, env);
    expect(stderr).toMatch(says);
    expect(stderr.trimEnd().split('\n'), stderr).toHaveLength(1);
    expect(status).toBe(2);
  });
});
