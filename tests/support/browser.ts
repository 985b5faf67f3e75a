import { existsSync } from 'node:fs';
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
 * Which Chromium to drive: $CHROMIUM_PATH if set, else Playwright's own download if present (a developer laptop),
 * else the system's (Debian's `chromium` package on CI). Undefined when none is found.
 */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright throws when its browsers were never downloaded; fall through to the system's.
  }
  return systemChromiumPaths.find((path) => existsSync(path));
}

export function launchOptions() {
  const executablePath = findChromium();
  return {
    ...(executablePath ? { executablePath } : {}),
    args: chromiumArgs,
  };
}
