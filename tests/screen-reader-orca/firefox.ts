/**
 * Firefox ESR in a fresh profile, as a visitor's browser with its accessibility bridge on, held to 127.0.0.1: every
 * request elsewhere goes to a proxy that does not exist, and Firefox's own background traffic (updates, telemetry,
 * experiments, captive-portal and connectivity checks, Safe Browsing, remote settings) is switched off.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { xdotool, type Desktop } from './desktop';

const preferences: Record<string, string | number | boolean> = {
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': 9,
  'network.proxy.no_proxies_on': '127.0.0.1,localhost',
  'network.proxy.allow_hijacking_localhost': false,
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'app.update.auto': false,
  'app.update.enabled': false,
  'app.normandy.enabled': false,
  'toolkit.telemetry.enabled': false,
  'toolkit.telemetry.unified': false,
  'datareporting.healthreport.uploadEnabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'datareporting.policy.firstRunURL': '',
  'browser.ping-centre.telemetry': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'browser.safebrowsing.downloads.enabled': false,
  'browser.search.update': false,
  'browser.region.update.enabled': false,
  'services.settings.server': 'http://127.0.0.1:9/',
  'extensions.update.enabled': false,
  'extensions.getAddons.cache.enabled': false,
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
  // The carousels hold still, so no timed turn of a slide speaks over a journey (the Pause control stays).
  'ui.prefersReducedMotion': 1,
  'accessibility.force_disabled': 0,
};

export function startFirefox(desktop: Desktop, dir: string, url: string): string {
  const profile = join(dir, 'firefox-profile');
  mkdirSync(profile, { recursive: true });
  writeFileSync(
    join(profile, 'user.js'),
    Object.entries(preferences)
      .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});`)
      .join('\n'),
  );
  desktop.start('firefox-esr', ['--no-remote', '--new-instance', '--profile', profile, url]);
  // --sync waits for the window; Openbox focuses it, and activating it makes sure of that.
  const window = xdotool(desktop, ['search', '--sync', '--onlyvisible', '--class', 'firefox']).split('\n')[0]!;
  xdotool(desktop, ['windowactivate', '--sync', window]);
  return window;
}
