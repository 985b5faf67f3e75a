/**
 * Makes sure the browsers the tests drive exist: Chromium for Playwright and Lighthouse, and for the engine journeys
 * (issue 33) Firefox, and WebKitGTK's WebDriver with what our own browser around its web view needs (Debian's Python
 * with PyGObject and WebKitGTK's bindings: harness/engines/bare-webkit.py), Xvfb and xdotool. Playwright cannot download its
 * own browsers on machines without internet, so on Debian as root this installs Debian's packages for whatever is
 * missing; elsewhere it prints the one command to run. Chromium is required; an engine that cannot be had here
 * (macOS, Windows, no root) is skipped with one line, except in CI, where every engine must run.
 * `CHROMIUM_PATH`, `FIREFOX_PATH` and `WEBKIT_DRIVER_PATH` override the search.
 */
import { findChromium, findFirefox, findTestChromium, findWebKit } from './browsers';
import { missingEngine } from '../engines/available';
import { aptInstall, canInstallWithApt } from './apt';

/** Debian's packages for each browser: what `apt-get install` needs when it is missing. */
const debianPackages = {
  // The full browser for Lighthouse and the bench; its headless shell for the test suites (harness/tools/browsers.ts).
  chromium: ['chromium', 'chromium-headless-shell'],
  firefox: ['firefox-esr'],
  // The driver, and for BareWebKit (issue 55) PyGObject, its cairo surfaces (full-page shots) and WebKitGTK 4.1's
  // bindings, which the driver's libwebkit2gtk-4.1 is the library of.
  webkit: ['webkit2gtk-driver', 'python3-gi', 'python3-gi-cairo', 'gir1.2-webkit2-4.1', 'xvfb', 'xdotool'],
} as const;

const isMissing = {
  chromium: () => !findChromium() || !findTestChromium() || !!findTestChromium()?.isFullBrowserFallback,
  firefox: () => !findFirefox(),
  webkit: () => process.platform === 'linux' && !findWebKit(),
};

const engines = Object.keys(debianPackages) as (keyof typeof debianPackages)[];
const toInstall = engines.filter((engine) => isMissing[engine]()).flatMap((engine) => debianPackages[engine]);
if (toInstall.length > 0 && canInstallWithApt) {
  console.log(`Installing Debian’s ${toInstall.join(', ')} for the browser tests…`);
  // With recommended packages: the fonts they bring are the ones the screenshot baselines were drawn with.
  aptInstall(toInstall);
}

const chromium = findChromium();
if (!chromium) {
  console.error(
    'No Chromium found. Install one with `sudo apt-get install -y chromium` (Debian/Ubuntu) or ' +
      '`npx playwright install chromium`, or point CHROMIUM_PATH at a Chromium binary.',
  );
  process.exit(1);
}
console.log(`Chromium: ${findTestChromium()?.description} for the test suites, ${chromium} for Lighthouse`);

let failed = false;
for (const engine of ['firefox', 'webkit'] as const) {
  const missing = missingEngine(engine);
  if (!missing) {
    console.log(
      engine === 'firefox' ? `Firefox: ${findFirefox()}` : `WebKit: ${findWebKit()?.driver} driving BareWebKit`,
    );
    continue;
  }
  if (process.env.CI) {
    console.error(
      `${engine}: ${missing}; CI runs every engine (apt-get install ${debianPackages[engine].join(' ')}).`,
    );
    failed = true;
  } else {
    console.log(
      `Engines: ${engine} will be skipped: ${missing} (on Debian: apt-get install ${debianPackages[engine].join(' ')}).`,
    );
  }
}
process.exit(failed ? 1 : 0);
