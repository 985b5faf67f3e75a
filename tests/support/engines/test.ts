/**
 * The engine journeys' test fixtures (playwright.engines.config.ts): each project is one engine, and a test gets a
 * `visitor` of it. Playwright Test is only the runner here; the browser behind a visitor is driven by that engine's
 * adapter (visitor.ts).
 */
import { test as base, expect } from '@playwright/test';
import { launchEngine } from '../../../harness/engines/engine-browser';
import type { EngineBrowser, EngineName, Visitor } from '../../../harness/engines/visitor';

type WorkerFixtures = {
  engine: EngineName;
  /**
   * The phone widths, widest first, at which the journeys that check the phone layout run (at a height of 640):
   * WCAG's reflow width, 320 px, in every engine, and in WebKit, the engine of every iPhone, 390 px too
   * (playwright.engines.config.ts). One page load serves them all where a journey can: the window is resized.
   */
  phoneWidths: readonly number[];
  /** The worker's browser of this engine for a reduced-motion setting, launched on first use and kept. */
  engineBrowser: (reducedMotion: boolean) => Promise<EngineBrowser>;
};

type TestFixtures = {
  /** Whether the visitor's system asks for reduced motion: on by default, so carousels hold still. */
  motionReduced: boolean;
  viewportSize: { width: number; height: number };
  /** The moment the page's clock shows, for screenshots (visual/still-page.ts). */
  fixedTime: Date | undefined;
  /** A fresh visitor; the test fails if the page threw or logged an error that the test did not take itself. */
  visitor: Visitor;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  phoneWidths: [[320], { option: true, scope: 'worker' }],
  engineBrowser: [
    async ({ engine }, use) => {
      const launched = new Map<boolean, Promise<EngineBrowser>>();
      await use(async (reducedMotion) => {
        // WebKit: one browser at a time. A second one launched while the first lives (the other motion setting)
        // failed its first clicks in CI ("move target out of bounds"), as two launched at once fail their session.
        if (engine === 'webkit')
          for (const [setting, browser] of launched)
            if (setting !== reducedMotion) {
              launched.delete(setting);
              await (await browser).close();
            }
        if (!launched.has(reducedMotion)) launched.set(reducedMotion, launchEngine(engine, { reducedMotion }));
        return launched.get(reducedMotion)!;
      });
      for (const browser of launched.values()) await (await browser).close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  motionReduced: [true, { option: true }],
  viewportSize: [{ width: 1280, height: 800 }, { option: true }],
  fixedTime: [undefined, { option: true }],
  visitor: async ({ engineBrowser, motionReduced, viewportSize, fixedTime }, use, testInfo) => {
    const browser = await engineBrowser(motionReduced);
    testInfo.annotations.push({ type: 'engine', description: browser.version });
    const visitor = await browser.newVisitor({ viewport: viewportSize, ...(fixedTime ? { fixedTime } : {}) });
    try {
      await use(visitor);
      expect(await visitor.takeErrors(), `errors in ${browser.version}`).toEqual([]);
    } finally {
      await visitor.close();
    }
  },
});

export { expect };

/** The option each project of playwright.engines.config.ts sets. */
export type EngineOptions = { engine: EngineName; phoneWidths?: readonly number[] };
