import { findFirefox, findWebKit } from '../tools/browsers';
import { sayMissingTool } from '../tools/tool-notice';
import { engineNames, type EngineName } from './visitor';

/** Why an engine cannot run on this machine, or undefined when it can. */
export function missingEngine(engine: EngineName): string | undefined {
  switch (engine) {
    case 'chromium':
      return undefined; // The rest of the suite needs it too: `npm run browser` finds or installs it, or fails.
    case 'firefox':
      return findFirefox() ? undefined : 'no Firefox (firefox-esr or firefox on PATH, or FIREFOX_PATH)';
    case 'webkit':
      if (process.platform !== 'linux') return `WebKitGTK runs on Linux only, not ${process.platform}`;
      return findWebKit()
        ? undefined
        : 'no WebKitWebDriver, no PyGObject with WebKitGTK 4.1 bindings for /usr/bin/python3, or no Xvfb';
  }
}

/**
 * The engines the journeys run in by default: Firefox and WebKit. Chromium's journeys are the end-to-end suite's
 * (docs/testing.md: each behaviour is checked once per engine, issue 40), so `npm test` runs none of them here;
 * `ENGINES=chromium` runs them in Chromium too, to tell an engine's difference from a journey's mistake.
 */
const defaultEngines: readonly EngineName[] = ['firefox', 'webkit'];

/**
 * The engines the journeys run in: Firefox and WebKit, or those named in ENGINES (`ENGINES=firefox,chromium`). An
 * engine this machine lacks is left out with one line saying so, except in CI, where it is kept and so fails: CI
 * installs both (`npm run browser`), and a green run there must mean every engine passed.
 */
export function availableEngines(): EngineName[] {
  const asked = process.env.ENGINES?.split(',').map((name) => name.trim()) ?? [...defaultEngines];
  const unknown = asked.filter((name) => !(engineNames as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`ENGINES names ${unknown.join(', ')}; known: ${engineNames.join(', ')}`);
  return (asked as EngineName[]).filter((engine) => {
    const missing = missingEngine(engine);
    if (!missing || process.env.CI) return true;
    sayMissingTool(`Engines: ${engine}`, missing, 'its journeys');
    return false;
  });
}
