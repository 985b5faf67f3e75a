import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { findFirefox } from '../tools/browsers';
import { offlineFirefoxPreferences } from './firefox-preferences';
import { fixClock } from './in-page';
import type { EngineBrowser, Key, PageFunction, Visitor, VisitorOptions } from './visitor';

/**
 * Firefox ESR through Puppeteer over WebDriver BiDi. Reduced motion is a preference of the profile
 * (`ui.prefersReducedMotion`): Firefox has no BiDi command to emulate media features (Puppeteer's
 * `emulateMediaFeatures` needs CDP), so it is fixed per launch.
 */
export async function launchFirefox(options: { reducedMotion: boolean }): Promise<EngineBrowser> {
  const executablePath = findFirefox();
  if (!executablePath) throw new Error('No Firefox found (npm run browser installs one)');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    extraPrefsFirefox: { ...offlineFirefoxPreferences, 'ui.prefersReducedMotion': options.reducedMotion ? 1 : 0 },
  });
  const version = `Firefox ${(await browser.version()).replace(/^firefox\//, '')}`;
  return {
    engine: 'firefox',
    version,
    newVisitor: (visitorOptions) => openVisitor(browser, version, visitorOptions),
    close: () => browser.close(),
  };
}

async function openVisitor(browser: Browser, version: string, options: VisitorOptions): Promise<Visitor> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(options.viewport);
  if (options.fixedTime) await page.evaluateOnNewDocument(fixClock, options.fixedTime.getTime());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${(error as Error).message ?? String(error)}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  return new PuppeteerVisitor(page, version, errors);
}

const puppeteerKeys = {
  ' ': ' ',
  Tab: 'Tab',
  Enter: 'Enter',
  Escape: 'Escape',
  ArrowUp: 'ArrowUp',
  ArrowDown: 'ArrowDown',
  ArrowLeft: 'ArrowLeft',
  ArrowRight: 'ArrowRight',
  Home: 'Home',
  End: 'End',
  Backspace: 'Backspace',
} as const satisfies Record<Key, string>;

class PuppeteerVisitor implements Visitor {
  readonly engine = 'firefox';
  constructor(
    private readonly page: Page,
    readonly version: string,
    private readonly errors: string[],
  ) {}

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: 'domcontentloaded' });
  }

  async resize(width: number, height: number) {
    await this.page.setViewport({ width, height });
    return { width, height };
  }

  evaluate<Arg, Result>(fn: PageFunction<Arg, Result>, arg: Arg): Promise<Result> {
    return this.page.evaluate(fn as (arg: unknown) => Promise<Result>, arg as unknown) as Promise<Result>;
  }

  async runScript(source: string) {
    await this.page.evaluate(source);
  }

  async press(key: Key, options: { shift?: boolean } = {}) {
    if (options.shift) await this.page.keyboard.down('Shift');
    await this.page.keyboard.press(puppeteerKeys[key]);
    if (options.shift) await this.page.keyboard.up('Shift');
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

  async screenshot(options: { fullPage?: boolean } = {}) {
    return Buffer.from(await this.page.screenshot({ type: 'png', fullPage: options.fullPage }));
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
    await this.page.browserContext().close();
  }
}
