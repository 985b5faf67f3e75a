/**
 * One visitor, several engines (issue 33; STYLE.md §9). A journey is written once against what a visitor does and
 * perceives: a page opened, a key pressed, a point clicked, what the page then shows (read by a function run in the
 * page). Each engine gets a thin adapter over its own driver: Playwright for Chromium, Puppeteer over WebDriver BiDi
 * for Firefox ESR, W3C WebDriver (WebKitWebDriver) for WebKitGTK (our BareWebKit around its web view). Nothing here may name one driver's
 * API; what an engine lacks is a skip beside the check, with its reason.
 */
export const engineNames = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof engineNames)[number];

/** The keys journeys press, by the names of KeyboardEvent.key (Space as ' '). */
export type Key =
  | 'Tab'
  | 'Enter'
  | 'Escape'
  | ' '
  | 'ArrowUp'
  | 'ArrowDown'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'Home'
  | 'End'
  | 'Backspace';

/** A function run in the page: it must be self-contained (it is sent as source to some drivers). */
export type PageFunction<Arg, Result> = (arg: Arg) => Result | Promise<Result>;

export interface Visitor {
  readonly engine: EngineName;
  /** Browser name and version, for reports. */
  readonly version: string;
  /** Opens `url` and returns once its HTML is parsed (DOMContentLoaded), not when every subresource has loaded. */
  goto(url: string): Promise<void>;
  /** Asks for a viewport of this size; returns the size the engine gave (a window may have a minimum width). */
  resize(width: number, height: number): Promise<{ width: number; height: number }>;
  evaluate<Arg, Result>(fn: PageFunction<Arg, Result>, arg: Arg): Promise<Result>;
  /** Runs a script's source in the page as the driver does, outside the page's Content-Security-Policy (axe). */
  runScript(source: string): Promise<void>;
  /** Presses one key, with Shift held if asked, as a physical keyboard would (trusted events). */
  press(key: Key, options?: { shift?: boolean }): Promise<void>;
  /** Types text key by key into what has focus. */
  type(text: string): Promise<void>;
  /** Moves the mouse to a point of the viewport, in CSS pixels. */
  hover(x: number, y: number): Promise<void>;
  /** Clicks a point of the viewport with the primary button, in CSS pixels. */
  clickAt(x: number, y: number): Promise<void>;
  /** PNG of the viewport, or of the whole page where the driver can take one (not WebDriver classic). */
  screenshot(options?: { fullPage?: boolean }): Promise<Buffer>;
  /**
   * Waits for the page's next `alert()`, accepts it and returns its text. Start waiting before the action that shows
   * it: `const alert = visitor.nextAlert(); await click(…); expect(await alert).toBe(…)`.
   */
  nextAlert(): Promise<string>;
  /** Errors the page threw or wrote to the console since the last call; emptied by the call. */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
}

export type VisitorOptions = {
  viewport: { width: number; height: number };
  /** The moment the page's clock shows (`new Date()`, `Date.now()`), for screenshots. */
  fixedTime?: Date;
};

/** One engine's browser, launched once per test worker; each test gets a fresh visitor of it. */
export interface EngineBrowser {
  readonly engine: EngineName;
  readonly version: string;
  newVisitor(options: VisitorOptions): Promise<Visitor>;
  close(): Promise<void>;
}
