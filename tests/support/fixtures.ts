import { test as base, expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { axeRunOptions, axeSource, axeTags } from './axe';
import { blockOutsideRequests, isToleratedConsoleError } from '../../harness/network/page-requests';
import { resolveTlsHostName } from './tls-host-name';

/**
 * axe-core, run only where the page has none yet. AxeBuilder evaluates its source twice a check (once in `analyze`,
 * again in each frame before the run), and a document keeps it from one check to the next (the route sweep checks
 * each page at three widths): the 0.5 MB script ran six times a route where once is enough, 0.1-0.16 s each. A check
 * took 0.6-0.96 s, axe's own run 0.25-0.43 s (/services and /about, 2026-12-02). AxeBuilder still configures it
 * before every run.
 */
export { blockOutsideRequests };

const axeSourceOncePerDocument = `if (!window.axe) {\n${axeSource}\n}`;

/** Requests for one of the site's own modules, by its source name (Vite writes `[name]-[hash].js`). */
export function chunkUrl(name: string): RegExp {
  return new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
}

/**
 * Waits until the page has fetched and run one of the site's modules (as a prefetch does), so that a test measures
 * what a visitor meets once a page's code is there, not its download.
 */
export async function untilModuleLoaded(page: Page, name: string): Promise<void> {
  const source = chunkUrl(name).source;
  await expect
    .poll(() =>
      page.evaluate(
        (pattern) =>
          performance.getEntriesByType('resource').some((entry) => new RegExp(pattern).test(entry.name)),
        source,
      ),
    )
    .toBe(true);
  // Importing the same address again resolves once the module has run: one module map per document.
  await page.evaluate(async (pattern) => {
    const entry = performance
      .getEntriesByType('resource')
      .find((candidate) => new RegExp(pattern).test(candidate.name));
    await import(/* @vite-ignore */ entry!.name);
  }, source);
}

/**
 * Holds every request to `url` until `release()`, for a test to act in the moment before that code arrives.
 * `requested` settles once the first of them has been made.
 */
export async function holdRequests(
  page: Page,
  url: RegExp,
): Promise<{ requested: Promise<void>; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested = () => {};
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(url, async (route) => {
    markRequested();
    await released;
    await route.continue();
  });
  return { requested, release };
}

type Fixtures = {
  makeAxeBuilder: () => AxeBuilder;
  /** Errors the page wrote to the console or threw; the fixture fails the test if any remain at the end. */
  consoleErrors: string[];
  /** Content-Security-Policy violations of the page from its first byte; the fixture fails the test on any. */
  policyViolations: string[];
};

export const test = base.extend<Fixtures, { tlsHostName: void }>({
  // The `tls` project reaches its host by name from Node too (tests/support/tls-host-name.ts).
  tlsHostName: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructured fixtures argument, even unused
    async ({}, use, workerInfo) => {
      if (workerInfo.project.name === 'tls') resolveTlsHostName();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  page: async ({ page }, use) => {
    await blockOutsideRequests(page);
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error' && message.type() !== 'assert') return;
        const text = message.text();
        if (isToleratedConsoleError(text)) return;
        errors.push(`console.${message.type()}: ${text}`);
      };
      page.on('console', onConsole);
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors and page errors').toEqual([]);
    },
    { auto: true },
  ],
  policyViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation(
            `${event.violatedDirective} ${event.blockedURI}`,
          ),
        );
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  makeAxeBuilder: async ({ page }, use) => {
    await use(() =>
      new AxeBuilder({ page, axeSource: axeSourceOncePerDocument })
        .options(axeRunOptions)
        .withTags(axeTags)
        // `axe.run` in the page itself. The default runs axe in each frame and finishes in a new blank page with axe
        // injected again: twice the time (1.1-1.4 s a check → 0.45-0.7 s). What it adds is cross-origin frames, and
        // our only one, the map, is blocked in every test (its box then shows our own fallback, which is checked).
        .setLegacyMode(),
    );
  },
});

export { expect };

/** Runs axe and fails with rule, help and selectors of every violation. */
export async function expectNoAxeViolations(builder: AxeBuilder, context = ''): Promise<void> {
  const { violations } = await builder.analyze();
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}  ${node.failureSummary?.split('\n').join(' ')}`)
        .join('\n'),
  );
  expect(report, `axe violations ${context}`).toEqual([]);
}

/**
 * Clicks outside an open Radix dialog. Radix starts listening for outside pointer-downs one timeout after the dialog
 * mounts, so the click that opened it cannot close it; a test that clicks straight after the dialog shows can beat
 * that timeout on a loaded machine (a person cannot). Focus inside the dialog means its mount effects have run and
 * the timeout is queued; one more timeout later the listener is there.
 */
export async function clickOutsideDialog(page: Page, dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.mouse.click(5, 5);
}

/**
 * Waits until React has hydrated the prerendered page, the content kept as prerendered until the app was ready
 * included (src/readiness/hydrate-after-ready.tsx).
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-fully-hydrated="true"]').waitFor({ state: 'attached' });
}
