import { chromium, type Browser, type Page } from '@playwright/test';
import { launchOptions } from '../tools/browsers';
import { blockOutsideRequests, isToleratedConsoleError } from '../network/page-requests';
import type { EngineBrowser, Key, PageFunction, Visitor, VisitorOptions } from './visitor';

/** Chromium through Playwright, the engine the rest of the suite also uses. */
export async function launchChromium(options: { reducedMotion: boolean }): Promise<EngineBrowser> {
  const browser = await chromium.launch(launchOptions());
  return {
    engine: 'chromium',
    version: `Chromium ${browser.version()}`,
    newVisitor: (visitorOptions) => openVisitor(browser, visitorOptions, options.reducedMotion),
    close: () => browser.close(),
  };
}

async function openVisitor(browser: Browser, options: VisitorOptions, reducedMotion: boolean): Promise<Visitor> {
  const context = await browser.newContext({
    viewport: options.viewport,
    reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
  });
  await blockOutsideRequests(context);
  const page = await context.newPage();
  if (options.fixedTime) await page.clock.setFixedTime(options.fixedTime);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !isToleratedConsoleError(message.text()))
      errors.push(`console.error: ${message.text()}`);
  });
  return new PlaywrightVisitor(page, `Chromium ${browser.version()}`, errors);
}

class PlaywrightVisitor implements Visitor {
  readonly engine = 'chromium';
  constructor(
    private readonly page: Page,
    readonly version: string,
    private readonly errors: string[],
  ) {}

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: 'domcontentloaded' });
  }

  async resize(width: number, height: number) {
    await this.page.setViewportSize({ width, height });
    return { width, height };
  }

  evaluate<Arg, Result>(fn: PageFunction<Arg, Result>, arg: Arg): Promise<Result> {
    return this.page.evaluate(fn as (arg: unknown) => Promise<Result>, arg as unknown);
  }

  async runScript(source: string) {
    await this.page.evaluate(source);
  }

  async press(key: Key, options: { shift?: boolean } = {}) {
    const name = key === ' ' ? 'Space' : key;
    await this.page.keyboard.press(options.shift ? `Shift+${name}` : name);
  }

  async type(text: string) {
    await this.page.keyboard.type(text);
  }

  async hover(x: number, y: number) {
    await this.page.mouse.move(x, y);
  }

  async clickAt(x: number, y: number) {
    await this.page.mouse.click(x, y);
  }

  screenshot(options: { fullPage?: boolean } = {}) {
    return this.page.screenshot({ fullPage: options.fullPage });
  }

  nextAlert() {
    return new Promise<string>((resolve) =>
      this.page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
  }

  async takeErrors() {
    return this.errors.splice(0, this.errors.length);
  }

  async close() {
    await this.page.context().close();
  }
}
