/**
 * Orca with Chromium (issue 34: "and Chromium with --force-renderer-accessibility, if it exposes the page to
 * AT-SPI"; it does): the page's summary with the skip link, the Services dropdown and the booking dialog's close, each
 * step asserted by meaning as in Firefox (heard.ts). The rest of the journeys run in Firefox
 * (journeys.orca.test.ts); docs/accessibility.md lists what Chromium makes Orca say differently.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../scripts/serve/static-server';
import { bookingLabels } from '../../src/content/booking';
import { documentTitle, findRoute } from '../../src/routes';
import { findChromium } from '../../harness/tools/browsers';
import { startDesktop, type Desktop } from '../../harness/desktop/desktop';
import { missingDesktopTools } from '../../harness/desktop/tools';
import { activateWindow } from './window';
import { expectHeard, expectHeardOn } from './heard';
import {
  aboutSummary,
  closesBackToBook,
  pageSummary,
  servicesDropdownJourney,
  toBookAppointment,
} from './journeys';
import { focusIn } from './focus';
import { pageSpeech, startOrca, type Orca } from './orca';

const chromium = findChromium();
const missing = [
  ...(process.platform === 'linux' ? missingDesktopTools() : ['Linux']),
  ...(chromium ? [] : ['Chromium']),
];
if (missing.length > 0 && process.env.CI) {
  throw new Error(`Orca's Chromium journeys cannot run without ${missing.join(', ')}: run npm run browser`);
}
if (missing.length > 0) console.log(`Orca's Chromium journeys skipped: no ${missing.join(', ')} here.`);

let dir: string;
let server: Server;
let desktop: Desktop | undefined;
let orca: Orca;
let origin: string;

/** A visitor's Chromium with its accessibility on, held to 127.0.0.1 (a proxy that does not exist for the rest). */
const chromiumArgs = (profile: string) => [
  '--force-renderer-accessibility',
  '--force-prefers-reduced-motion',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--proxy-server=127.0.0.1:9',
  `--user-data-dir=${profile}`,
];

beforeAll(async () => {
  if (missing.length > 0) return;
  dir = mkdtempSync(join(tmpdir(), 'orca-chromium-'));
  server = await startStaticServer('dist', 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  desktop = await startDesktop(dir);
  desktop.start(chromium!, [...chromiumArgs(join(dir, 'profile')), 'about:blank'], join(dir, 'chromium.log'));
  await activateWindow(desktop, 'chromium');
  orca = await startOrca(desktop, dir);
});

afterAll(async () => {
  await desktop?.stop();
  server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * Opens the page as a new tab of the running Chromium (the address given to a second `chromium` of the same
 * profile), and returns what Orca says from the page's title to its summary and first line.
 */
async function openPage(path: string): Promise<string[]> {
  const title = documentTitle(findRoute(path)!);
  const mark = orca.mark();
  desktop!.start(chromium!, [...chromiumArgs(join(dir, 'profile')), `${origin}${path}`]);
  const said = await orca.waitFor((heard) => {
    const summary = heard.findIndex((utterance) => utterance.startsWith('Page has '));
    return heard.includes(`Finished loading ${title}.`) && summary >= 0 && summary < heard.length - 1;
  }, mark);
  // From the first words that name the page: the new tab, its document, then the load. Chromium sends the tab's focus,
  // busy, not busy and load-complete in one burst as the tab takes focus, so Orca says "Loading.  Please wait." just
  // before "Finished loading <title>."; left out here. (Orca 43 handled that burst out of order on a busy machine,
  // and then named the document after the load, or took the page for still loading: start-orca.py keeps its events
  // in the order they came.)
  return said
    .slice(said.findIndex((utterance) => utterance.includes(title)))
    .filter((utterance) => !utterance.startsWith('Loading.'));
}

describe.skipIf(missing.length > 0)('Orca with Chromium', () => {
  it('announces the page title, a summary of its landmarks and headings, and the skip link on load', async () => {
    const title = documentTitle(findRoute('/about')!);
    const onLoad = await openPage('/about');
    // The title and that the page has loaded, in whichever order Orca names the document and the load (openPage).
    expectHeard(onLoad, { says: [`Finished loading ${title}`] });
    expect(pageSummary(onLoad)).toEqual(aboutSummary.chromium);
    await expectHeardOn((heard) => orca.press('Tab', heard), { name: 'Skip to main content', role: 'link' });
  });

  it('says whether the Services dropdown is expanded, lists the twelve service pages and closes back to it', async () => {
    await openPage('/contact');
    await servicesDropdownJourney(orca);
  });

  it('moves into the booking dialog and, on Escape, straight back to Book', async () => {
    await openPage('/');
    await toBookAppointment(orca);
    // On open Orca says the form and the first field, or moves in without a word (docs/accessibility.md).
    expectHeard(await orca.pressAndListen('Return'), { not: ['the document'] });
    // Back and forth from the first field: Orca names Close, then the field, or on Tab back into the field it says
    // nothing. Chromium reports the caret's move into the field just before the focus; when Orca handles the caret
    // event before the focus event has reached it, the states it has cached say the field is not focused yet, so it
    // moves its own focus there without a word and the focus event then changes nothing (Orca 43's web script,
    // onCaretMoved; issue 40). What Orca leaves unsaid, the browser must show: focus on the field, named and required.
    await expectHeardOn((heard) => orca.press('shift+Tab', heard), {
      name: 'Close appointment form',
      role: 'button',
    });
    const field = { name: bookingLabels.name, role: 'entry', states: ['required'] } as const;
    const onTab = await orca.pressAndListen('Tab', 3000);
    if (pageSpeech(onTab).length > 0) expectHeard(onTab, { ...field, not: ['the document'] });
    else
      expect(focusIn(desktop!, 'Chromium'), 'Orca said nothing on Tab: where Chromium has focus').toMatchObject({
        name: field.name,
        role: field.role,
        states: expect.arrayContaining(['focused', ...field.states]),
      });
    await closesBackToBook(orca);
  });
});
