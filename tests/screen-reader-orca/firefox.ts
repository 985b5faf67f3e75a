/**
 * Firefox ESR in a fresh profile, as a visitor's browser with its accessibility bridge on, held to 127.0.0.1: every
 * request elsewhere goes to a proxy that does not exist, and Firefox's own background traffic (updates, telemetry,
 * experiments, captive-portal and connectivity checks, Safe Browsing, remote settings) is switched off.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { offlineFirefoxPreferences } from '../../harness/engines/firefox-preferences';
import type { Desktop } from '../../harness/desktop/desktop';
import { activateWindow } from './window';

const preferences: Record<string, string | number | boolean> = {
  ...offlineFirefoxPreferences,
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.page': 0,
  'browser.startup.homepage_override.mstone': 'ignore',
  'browser.aboutwelcome.enabled': false,
  'browser.newtabpage.enabled': false,
  'browser.sessionstore.resume_from_crash': false,
  'browser.tabs.warnOnClose': false,
  // Suggestions in the address bar would be read while the journey types an address.
  'browser.urlbar.suggest.history': false,
  'browser.urlbar.suggest.bookmark': false,
  'browser.urlbar.suggest.openpage': false,
  'browser.urlbar.suggest.topsites': false,
  'browser.urlbar.suggest.searches': false,
  'browser.urlbar.autoFill': false,
  // An address given to `firefox-esr` while it runs (openInFirefox) opens in the tab the visitor is in.
  'browser.link.open_newwindow.override.external': 1,
  // The carousels hold still, so no timed turn of a slide speaks over a journey (the Pause control stays).
  'ui.prefersReducedMotion': 1,
  'accessibility.force_disabled': 0,
};

export async function startFirefox(desktop: Desktop, dir: string, url: string): Promise<string> {
  const profile = join(dir, 'firefox-profile');
  mkdirSync(profile, { recursive: true });
  writeFileSync(
    join(profile, 'user.js'),
    Object.entries(preferences)
      .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});`)
      .join('\n'),
  );
  // Remote on: the desktop's own D-Bus session is where a second `firefox-esr` of this profile finds it.
  desktop.start('firefox-esr', ['--profile', profile, url]);
  // Openbox focuses the new window, and activating it makes sure of that.
  return activateWindow(desktop, 'firefox');
}

/**
 * Opens `url` in the running Firefox of `dir`'s profile, as a link from another application does: the page loads in
 * the current tab with focus in it, and nothing is typed into the address bar.
 */
export function openInFirefox(desktop: Desktop, dir: string, url: string): void {
  desktop.start('firefox-esr', ['--profile', join(dir, 'firefox-profile'), url]);
}
