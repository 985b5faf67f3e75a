/**
 * Scripts the adapters run in the page for what a driver has no command for. Each is self-contained: some drivers
 * send a function to the page as its source text.
 */

/** Makes the page's clock read `moment` (ms since the epoch) for `new Date()` and `Date.now()`. */
export function fixClock(moment: number): void {
  const RealDate = Date;
  class FixedDate extends RealDate {
    constructor(...args: ConstructorParameters<typeof Date> | []) {
      if (args.length === 0) super(moment);
      else super(...(args as ConstructorParameters<typeof Date>));
    }
    static override now() {
      return moment;
    }
  }
  window.Date = FixedDate as DateConstructor;
}

/**
 * Keeps every error the page throws or logs from now on in `window.__pageErrors`, for a driver that cannot listen to
 * the console itself (WebDriver classic).
 */
export function collectErrors(): void {
  const state = window as unknown as { __pageErrors?: string[] };
  if (state.__pageErrors) return;
  const errors: string[] = [];
  state.__pageErrors = errors;
  addEventListener('error', (event) => errors.push(`page error: ${event.message}`));
  addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${String(event.reason)}`));
  const logError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map(String).join(' ')}`);
    logError(...args);
  };
}

/** Takes the errors `collectErrors` kept, emptying the list. */
export function takeCollectedErrors(): string[] {
  const errors = (window as unknown as { __pageErrors?: string[] }).__pageErrors ?? [];
  return errors.splice(0, errors.length);
}
