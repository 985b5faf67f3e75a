import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium } from '@playwright/test';

/** Flags that keep Chromium from reaching out to the network on its own (the machine has no internet). */
export const chromiumArgs = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const systemChromiumPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The full Chromium, for Lighthouse and the bench (a visitor's browser, measured as one): $CHROMIUM_PATH if set,
 * else Playwright's own download if present (a developer laptop), else the system's (Debian's `chromium` package on
 * CI). Undefined when none is found.
 */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return playwrightsOwnChromium() ?? systemChromiumPaths.find((path) => existsSync(path));
}

function playwrightsOwnChromium(): string | undefined {
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright throws when its browsers were never downloaded.
  }
  return undefined;
}

/** Debian's build of Chromium's headless shell (package `chromium-headless-shell`). */
const systemHeadlessShellPath = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the test suites drive, as Playwright itself would headless: Chromium's headless shell, not the full
 * browser in its "new" headless mode, which on the 2-core reference machine took 137 s of wall time for the route
 * sweep and header specs where the shell took 83 s (2026-11-27). In order: $CHROMIUM_PATH; Debian's shell (the
 * one the screenshot baselines are made with); Playwright's own download, which launches its own shell when given no
 * path; else the full Chromium. `undefined` in `executablePath` means Playwright's own.
 */
export function findTestChromium():
  { executablePath?: string; description: string; isFullBrowserFallback?: true } | undefined {
  if (process.env.CHROMIUM_PATH) {
    const fromEnv = findChromium();
    return fromEnv ? { executablePath: fromEnv, description: fromEnv } : undefined;
  }
  if (existsSync(systemHeadlessShellPath))
    return { executablePath: systemHeadlessShellPath, description: systemHeadlessShellPath };
  if (playwrightsOwnChromium()) return { description: "Playwright's own (its headless shell)" };
  const full = findChromium();
  if (!full) return undefined;
  return { executablePath: full, description: `${full} (the full browser, slower)`, isFullBrowserFallback: true };
}

export function launchOptions() {
  const executablePath = findTestChromium()?.executablePath;
  return {
    ...(executablePath ? { executablePath } : {}),
    args: chromiumArgs,
  };
}

/** The first of `names` found on PATH, as a full path. */
function onPath(...names: string[]): string | undefined {
  for (const directory of (process.env.PATH ?? '').split(delimiter))
    for (const name of names) if (directory && existsSync(join(directory, name))) return join(directory, name);
  return undefined;
}

/**
 * Firefox for the engine journeys (issue 33): $FIREFOX_PATH, else Debian's ESR or any `firefox` on PATH. Puppeteer
 * drives it over WebDriver BiDi, which Firefox speaks itself: no geckodriver needed.
 */
export function findFirefox(): string | undefined {
  const fromEnv = process.env.FIREFOX_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return onPath('firefox-esr', 'firefox');
}

/**
 * WebKit for the engine journeys: WebKitGTK's WebDriver and the MiniBrowser it drives (Debian's `webkit2gtk-driver`
 * brings both; the browser sits in the library's folder, not on PATH), an X server for its window and xdotool. On Linux only:
 * Safari's own driver is not this protocol's browserName, and macOS is not a platform these baselines are for.
 */
export function findWebKit(): { driver: string; browser: string; xvfb?: string; xdotool: string } | undefined {
  const driver = process.env.WEBKIT_DRIVER_PATH ?? onPath('WebKitWebDriver');
  const browser = process.env.MINIBROWSER_PATH ?? findMiniBrowser();
  if (!driver || !browser || !existsSync(driver) || !existsSync(browser)) return undefined;
  // Xvfb for the window, unless a display is there already; xdotool gives the window the keyboard focus.
  const xvfb = onPath('Xvfb');
  const xdotool = onPath('xdotool');
  if ((!xvfb && !process.env.DISPLAY) || !xdotool) return undefined;
  return { driver, browser, xdotool, ...(xvfb ? { xvfb } : {}) };
}

function findMiniBrowser(): string | undefined {
  if (!existsSync('/usr/lib')) return undefined;
  // /usr/lib/<multiarch triple>/webkit2gtk-4.1/MiniBrowser on Debian, whatever the architecture.
  const folders = ['/usr/lib', ...readdirSync('/usr/lib').map((entry) => join('/usr/lib', entry))];
  for (const folder of folders)
    for (const api of ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0']) {
      const candidate = join(folder, api, 'MiniBrowser');
      if (existsSync(candidate)) return candidate;
    }
  return undefined;
}
