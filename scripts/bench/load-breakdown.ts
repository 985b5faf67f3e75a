/**
 * Where a load's "app ready − first paint" goes on the bench's phone (issue 65): for each load, when the loader's
 * requests left, when the entry and the last script before ready arrived, and how long the main thread took from
 * there to `app:ready`, all after the first paint. Not a verdict and not calibrated: one fixed slowdown for every
 * load, so that two builds (`--dir`) or two processor models (`--throttling`) can be set side by side in one hour
 * (docs/performance-log.md, 2026-12-05, late). Under the browsers' lock, after `npm run build`:
 *
 *   flock /tmp/clinic-browser-tests.lock npx tsx scripts/bench/load-breakdown.ts [--dir dist] [--rate 4.5]
 *     [--loads 6] [--route /about …] [--throttling] [--trace DIR]
 *
 * Loads take turns between the routes, a round at a time, so a change in the machine's speed falls on all of them.
 * The page is not polled (a script polling in the page takes the main thread it measures): it reports `app:ready`
 * on the console. `--trace DIR` keeps a Chromium trace of each route's first load, for the main thread's tasks.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { findChromium } from '../../harness/tools/browsers';
import { freePort } from '../../harness/network/free-port';
import { blockOutsideRequests } from '../../harness/network/page-requests';
import { startStaticServer } from '../serve/static-server';
import { parseArguments, countArgument, usageError } from '../shared/arguments';
import { median } from './median';
import { phoneScreen } from './interactions';
import { useSlow4g, phoneChromiumArgs } from './phone';
import { devtoolsThrottle, quotaThrottle } from './processor-throttle';

const usage =
  'npx tsx scripts/bench/load-breakdown.ts [--dir DIR] [--rate RATE] [--loads N] [--route PATH …] ' +
  '[--throttling] [--trace DIR]';
const args = parseArguments(process.argv.slice(2), {
  flags: ['--throttling'],
  options: ['--dir', '--rate', '--loads', '--route', '--trace'],
  usage,
});
const directory = args.options.get('--dir')?.at(-1) ?? 'dist';
const rate = Number(args.options.get('--rate')?.at(-1) ?? '4.5');
if (!(rate >= 1 && rate <= 20)) usageError(`Usage: ${usage}`);
const loads = countArgument(args.options.get('--loads')?.at(-1) ?? '6', `Usage: ${usage}`);
const routes = args.options.get('--route') ?? ['/', '/smile-gallery/our-work', '/about'];
const traceDirectory = args.options.get('--trace')?.at(-1);

/** One load's moments, in ms after the first paint but for the paint itself (after the navigation's start). */
type Breakdown = { paint: number; requests: number; entry: number; lastScript: number; ready: number };
const columns: [keyof Breakdown, string][] = [
  ['paint', 'first paint'],
  ['requests', 'requests leave'],
  ['entry', 'entry arrived'],
  ['lastScript', 'last script arrived'],
  ['ready', 'app ready'],
];

/** Read in the page once `app:ready` was reported: the scripts asked for before it, by their resource entries. */
function readBreakdown(): Breakdown {
  const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
  const ready = performance.getEntriesByName('app-ready')[0]!.startTime;
  const entryUrl = new URL(
    document.querySelector<HTMLScriptElement>('script[data-entry]')!.dataset.entry!,
    location.href,
  );
  const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    (entry) => entry.name.endsWith('.js') && entry.startTime < ready,
  );
  return {
    paint,
    requests: Math.min(...scripts.map((entry) => entry.startTime)) - paint,
    entry: scripts.find((entry) => entry.name === entryUrl.href)!.responseEnd - paint,
    lastScript: Math.max(...scripts.map((entry) => entry.responseEnd)) - paint,
    ready: ready - paint,
  };
}

const executablePath = findChromium();
if (!executablePath) usageError('No Chromium found: run `npm run browser`.');
const throttle = args.flags.has('--throttling') ? devtoolsThrottle : quotaThrottle();
if (typeof throttle === 'string') usageError(`No quota here (${throttle}): use --throttling.`);
const port = await freePort();
const server = await startStaticServer(directory, port);
const browser = await chromium.launch({ executablePath, args: phoneChromiumArgs });
if (traceDirectory) mkdirSync(traceDirectory, { recursive: true });

const appReady = (page: Page) =>
  new Promise<void>((resolve, reject) => {
    page.on('console', (message) => message.text() === '__breakdown:ready' && resolve());
    setTimeout(() => reject(new Error(`No app:ready from ${page.url()} in 30 s`)), 30_000).unref();
  });

const results = new Map<string, Breakdown[]>(routes.map((route) => [route, []]));
try {
  for (let round = 0; round < loads; round += 1)
    for (const route of routes) {
      const context = await browser.newContext(phoneScreen);
      await blockOutsideRequests(context);
      await context.addInitScript({
        // `__name`: tsx (esbuild's keepNames) may wrap functions sent to the page in it; it does not exist there.
        content:
          `var __name = (fn) => fn; ` +
          `document.addEventListener('app:ready', () => console.log('__breakdown:ready'), { once: true });`,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await useSlow4g(cdp);
      await throttle.slow(cdp, rate);
      const tracing = traceDirectory !== undefined && round === 0;
      if (tracing)
        await browser.startTracing(page, {
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'toplevel',
            'v8.execute',
            // V8's own phases (parsing, compiling, collecting source positions): how the entry was found parsed twice.
            'v8',
            'disabled-by-default-v8.compile',
            'blink.user_timing',
            'loading',
          ],
        });
      const ready = appReady(page);
      await page.goto(`http://127.0.0.1:${port}${route}`);
      await ready;
      throttle.release();
      if (tracing)
        writeFileSync(
          join(traceDirectory, `${route.replaceAll('/', '_') || '_'}.json`),
          await browser.stopTracing(),
        );
      results.get(route)!.push(await page.evaluate(readBreakdown));
      await context.close();
    }
} finally {
  await browser.close();
  throttle.close();
  server.close();
}

console.log(
  `${directory}, the processor slowed ${rate}× (${throttle.description}), slow 4G, the interactions' phone screen; ms after the first paint ` +
    '(the paint itself after the navigation began):',
);
for (const [route, breakdowns] of results) {
  console.log(`\n${route}\n| load | ${columns.map(([, name]) => name).join(' | ')} | main thread after |`);
  const row = (label: string, values: number[]) => `| ${label} | ${values.map(Math.round).join(' | ')} |`;
  const figures = (breakdown: Breakdown) => [
    ...columns.map(([key]) => breakdown[key]),
    breakdown.ready - breakdown.lastScript,
  ];
  breakdowns.forEach((breakdown, index) => console.log(row(String(index + 1), figures(breakdown))));
  const all = breakdowns.map(figures);
  console.log(
    row(
      'median',
      all[0]!.map((_, column) => median(all.map((values) => values[column]!))),
    ),
  );
}
