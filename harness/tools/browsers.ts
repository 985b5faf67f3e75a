import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
 * WebKit for the engine journeys: WebKitGTK's WebDriver (Debian's `webkit2gtk-driver`) and the browser it drives,
 * BareWebKit (engines/bare-webkit.py: WebKitGTK's web view in a window with no toolbar, so as narrow as a phone), run
 * by Debian's Python with PyGObject and WebKit's bindings (`python3-gi`, `python3-gi-cairo`, `gir1.2-webkit2-4.1`),
 * an X server for its window and xdotool. On Linux only: Safari's own driver is not this protocol's browserName, and macOS is not a
 * platform these baselines are for.
 */
export function findWebKit():
  { driver: string; browser: { command: string; args: string[] }; xvfb?: string; xdotool: string } | undefined {
  const driver = process.env.WEBKIT_DRIVER_PATH ?? onPath('WebKitWebDriver');
  if (!driver || !existsSync(driver) || !hasWebKitBindings()) return undefined;
  // Xvfb for the window, unless a display is there already; xdotool gives the window the keyboard focus.
  const xvfb = onPath('Xvfb');
  const xdotool = onPath('xdotool');
  if ((!xvfb && !process.env.DISPLAY) || !xdotool) return undefined;
  const script = fileURLToPath(new URL('../engines/bare-webkit.py', import.meta.url));
  return { driver, browser: { command: debianPython, args: [script] }, xdotool, ...(xvfb ? { xvfb } : {}) };
}

/**
 * Debian's own Python, not the first `python3` on PATH (a pyenv or a virtual environment, which has no PyGObject):
 * python3-gi installs into its dist-packages.
 */
const debianPython = '/usr/bin/python3';

/**
 * Whether Debian's Python can import PyGObject, its cairo support (python3-gi-cairo: the full-page shot's surface)
 * and WebKitGTK 4.1's bindings (files looked for, nothing run).
 */
function hasWebKitBindings(): boolean {
  const gi = '/usr/lib/python3/dist-packages/gi';
  if (!existsSync(debianPython) || !existsSync(join(gi, '__init__.py'))) return false;
  if (!readdirSync(gi).some((entry) => entry.startsWith('_gi_cairo'))) return false;
  // /usr/lib/<multiarch triple>/girepository-1.0/WebKit2-4.1.typelib on Debian, whatever the architecture.
  return readdirSync('/usr/lib').some((entry) =>
    existsSync(join('/usr/lib', entry, 'girepository-1.0', 'WebKit2-4.1.typelib')),
  );
}
