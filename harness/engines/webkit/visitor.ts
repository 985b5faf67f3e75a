import type { WebDriver } from 'selenium-webdriver';
import { collectErrors, fixClock, takeCollectedErrors } from '../in-page';
import type { Key, PageFunction, Visitor, VisitorOptions } from '../visitor';
import { nextAlert, pointAt, press, type } from './input';

/** The viewport the window was last sized to: it outlives a visitor, so the next at that size resizes nothing. */
export type WindowSize = { settled?: { width: number; height: number } };

/** The visitor over a WebKitWebDriver session (W3C WebDriver classic, through selenium-webdriver). */
export class WebKitVisitor implements Visitor {
  readonly engine = 'webkit';
  constructor(
    private readonly session: WebDriver,
    readonly version: string,
    private readonly options: VisitorOptions,
    private readonly onClose: () => void,
    private readonly window: WindowSize,
  ) {}

  /**
   * Navigates from the page itself and returns once the new document is parsed. WebDriver's own navigation command
   * waits for the load event (WebKitWebDriver 2.50 fails to navigate with the `eager` strategy), and while it waits
   * the session takes no other command: a journey that holds the app's scripts (script-gate.ts) could never act.
   */
  async goto(url: string) {
    const leave = () =>
      this.evaluate((address) => {
        (window as unknown as { __leaving?: boolean }).__leaving = true;
        setTimeout(() => location.assign(address));
      }, url);
    await leave();
    let lastAnswer = 'nothing yet';
    let isLeftAgain = false;
    for (const started = Date.now(); ;) {
      const arrived = await this.evaluate(
        () =>
          !(window as unknown as { __leaving?: boolean }).__leaving && document.readyState !== 'loading'
            ? true
            : `${location.href}, ${document.readyState}`,
        undefined,
      ).catch((error: unknown) => String(error)); // The old document went away under the script: ask the new one.
      if (arrived === true) break;
      lastAnswer = arrived;
      // A page that never arrived was seen once under load: asking once more after 15 s costs nothing otherwise.
      if (!isLeftAgain && Date.now() - started > 15_000) {
        isLeftAgain = true;
        await leave().catch(() => {});
      }
      if (Date.now() - started > 30_000)
        throw new Error(`webkit: ${url} did not load within 30 s (the page last answered: ${lastAnswer})`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // With pageLoadStrategy 'none' a journey could start while the page is still loading (a Tab walk then lost focus
    // mid-way): wait for the load, but at most 5 s, as a page whose scripts are held at the gate may not finish.
    for (const started = Date.now(); Date.now() - started < 5_000;) {
      if (await this.evaluate(() => document.readyState === 'complete', undefined).catch(() => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // WebDriver classic runs nothing before the page's own scripts: the clock is fixed and errors are caught from
    // DOMContentLoaded on (the app starts after the first paint, so its start-up is covered).
    await this.evaluate(collectErrors, undefined);
    // Without the window's keyboard focus WebKit matches no `:focus`: fail here, saying so, not at a screenshot.
    if (!(await this.evaluate(() => document.hasFocus(), undefined)))
      throw new Error(`webkit: ${url} has no keyboard focus (the browser's window lost it)`);
    if (this.options.fixedTime) await this.evaluate(fixClock, this.options.fixedTime.getTime());
  }

  /**
   * WebDriver sizes the window, which is the viewport (BareWebKit has nothing else in it), and the web view follows
   * a moment later: returns once the page's layout viewport is that size.
   */
  async resize(width: number, height: number) {
    const { settled } = this.window;
    if (settled && settled.width === width && settled.height === height) return settled;
    this.window.settled = undefined;
    await this.session.manage().window().setRect({ width, height });
    const reached = await this.evaluate(
      async (asked) => {
        const now = () => ({ width: innerWidth, height: innerHeight });
        for (let frame = 0; frame < 180; frame += 1) {
          const size = now();
          if (size.width === asked.width && size.height === asked.height) return true;
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        return now();
      },
      { width, height },
    );
    if (reached !== true)
      throw new Error(
        `webkit: the viewport did not become ${width} × ${height} (it is ${JSON.stringify(reached)})`,
      );
    this.window.settled = { width, height };
    return { width, height };
  }

  async evaluate<Arg, Result>(fn: PageFunction<Arg, Result>, arg: Arg): Promise<Result> {
    const source =
      'const done = arguments[arguments.length - 1];' +
      `Promise.resolve().then(() => (${fn.toString()})(arguments[0]))` +
      '.then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));';
    const outcome = await this.session.executeAsyncScript<{ value?: Result; error?: string }>(source, arg ?? null);
    if (outcome.error !== undefined) throw new Error(`in the page: ${outcome.error}`);
    return outcome.value as Result;
  }

  async runScript(source: string) {
    await this.session.executeScript(source);
  }

  press(key: Key, options: { shift?: boolean } = {}) {
    return press(this.session, key, options);
  }

  type(text: string) {
    return type(this.session, text);
  }

  hover(x: number, y: number) {
    return pointAt(this.session, x, y, { click: false });
  }

  clickAt(x: number, y: number) {
    return pointAt(this.session, x, y, { click: true });
  }

  async screenshot(options: { fullPage?: boolean } = {}) {
    if (!options.fullPage) return Buffer.from(await this.session.takeScreenshot(), 'base64');
    // WebDriver classic's screenshots are clipped to the viewport: the whole document is drawn by the browser itself,
    // asked from the page (bare-webkit.py's full-page shot).
    const png = await this.evaluate(
      () =>
        (
          window as unknown as {
            webkit: { messageHandlers: { bareWebKitFullPageShot: { postMessage(body: null): Promise<string> } } };
          }
        ).webkit.messageHandlers.bareWebKitFullPageShot.postMessage(null),
      undefined,
    );
    return Buffer.from(png, 'base64');
  }

  nextAlert() {
    return nextAlert(this.session);
  }

  /** The errors the page collected (see `goto`): WebDriver classic cannot listen to the console. */
  takeErrors() {
    return this.evaluate(takeCollectedErrors, undefined);
  }

  async close() {
    // The next visitor must not inherit this one's draft or choices: the site keeps them in its origin's storage.
    await this.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    }, undefined).catch(() => {});
    this.onClose();
  }
}
