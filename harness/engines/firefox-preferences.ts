/**
 * Preferences that hold a test's Firefox to this machine: every request that leaves 127.0.0.1 goes to a proxy that is
 * not there (the discard port), so it fails at once, as `blockOutsideRequests` makes it fail in Chromium; and
 * Firefox's own background traffic (updates, telemetry, experiments, captive-portal and connectivity checks, Safe
 * Browsing, remote settings) is off, as the machine has no internet and nothing may wait on it. Shared by the engine
 * journeys (engines/firefox-visitor.ts) and the Orca journeys (tests/screen-reader-orca/firefox.ts).
 */
export const offlineFirefoxPreferences: Record<string, string | number | boolean> = {
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
};
