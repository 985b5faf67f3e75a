/**
 * What Orca, a real screen reader, says along the journeys of tests/unit/screen-reader/ (issue 34): the built site
 * in Firefox ESR, Orca 43 listening through AT-SPI, keys pressed as a visitor presses them. Each step's speech is
 * asserted whole, so a lost name, state or announcement fails. Where Orca says something other than the virtual
 * screen reader, docs/accessibility.md lists the difference and why the site stays as it is or was changed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../scripts/static-server';
import { about } from '../../src/content/about';
import { bookingFieldErrors, bookingLabels } from '../../src/content/booking';
import ourWork from '../../src/content/gallery/our-work';
import { home } from '../../src/content/home';
import { services } from '../../src/content/services';
import { plural } from '../../src/lib/plural';
import { documentTitle, findRoute } from '../../src/routes';
import { specCounts } from '../support/spec-constants';
import { missingDesktopTools, startDesktop, type Desktop } from './desktop';
import { startFirefox } from './firefox';
import { startOrca, type Orca } from './orca';

const missing = process.platform === 'linux' ? missingDesktopTools() : ['Linux'];
if (missing.length > 0 && process.env.CI) {
  throw new Error(`Orca's journeys cannot run without ${missing.join(', ')}: run scripts/ensure-screen-reader.ts`);
}
if (missing.length > 0) console.log(`Orca's journeys skipped: no ${missing.join(', ')} here.`);

let dir: string;
let server: Server;
let desktop: Desktop | undefined;
let orca: Orca;
let origin: string;

beforeAll(async () => {
  if (missing.length > 0) return;
  dir = mkdtempSync(join(tmpdir(), 'orca-journeys-'));
  server = await startStaticServer('dist', 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  desktop = await startDesktop(dir);
  // Orca starts on an empty window, so the first page is loaded, as every other, with Orca listening.
  startFirefox(desktop, dir, 'about:blank');
  orca = await startOrca(desktop, dir);
});

afterAll(async () => {
  await desktop?.stop();
  server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Orca's own mode switches (browse mode, focus mode) follow from the keys, not from the page; left out. */
function pageSpeech(said: string[]): string[] {
  return said.filter((utterance) => utterance !== 'Focus mode' && utterance !== 'Browse mode');
}

/** Types the page's address into Firefox's address bar and returns what Orca says once the page has loaded. */
async function openPage(path: string): Promise<string[]> {
  const route = findRoute(path);
  if (!route) throw new Error(`No route for ${path}`);
  const title = documentTitle(route);
  const mark = orca.mark();
  await orca.press('ctrl+l');
  await orca.type(`${origin}${path}`);
  await orca.press('Return');
  const said = await orca.waitFor(`Finished loading ${title}.`, mark);
  return said.slice(said.indexOf(`${title} document web.`));
}

/** Presses `key` until Orca's speech for it starts with `start`; returns that speech. */
async function pressUntil(key: string, start: string, maxPresses = 40): Promise<string[]> {
  for (let press = 0; press < maxPresses; press += 1) {
    const said = pageSpeech(await orca.press(key));
    if (said.some((utterance) => utterance.startsWith(start))) return said;
  }
  throw new Error(`"${start}" was not heard within ${maxPresses} presses of ${key}`);
}

async function say(...keys: string[]): Promise<string[]> {
  return pageSpeech(await orca.press(...keys));
}

describe.skipIf(missing.length > 0)('Orca with Firefox ESR', () => {
  it('announces the page title, a summary of its landmarks and the skip link on load', async () => {
    const title = documentTitle(findRoute('/about')!);
    const onLoad = await openPage('/about');
    expect(onLoad.slice(0, 2)).toEqual([`${title} document web.`, `Finished loading ${title}.`]);
    expect(onLoad[2]).toMatch(/^Page has 8 landmarks, \d+ headings, /);
    expect(onLoad.slice(3)).toEqual(['Skip to main content link.']);
    expect(await say('Tab')).toEqual(['Skip to main content link.']);
    expect(await say('Return')).toEqual(['NOT YET KNOWN']);
  });

  it('says whether the Services dropdown is expanded, lists the twelve service pages and closes back to it', async () => {
    await openPage('/about');
    expect(await pressUntil('Tab', 'Service pages')).toEqual(['Service pages collapsed push button.']);
    expect(await say('Return')).toEqual(['expanded']);
    const links: string[] = [];
    for (let step = 0; step < services.length; step += 1) links.push(...(await say('Tab')));
    expect(services).toHaveLength(specCounts.services);
    expect(links).toEqual(services.map((service) => `${service.menuLabel} link.`));
    expect(await say('Escape')).toEqual(['collapsed']);
    expect(await say('KP_Enter')).toEqual(['NOT YET KNOWN']);
  });

  it('reads the booking dialog: each field with its label and state, the errors of an empty submit, focus back on Book', async () => {
    await openPage('/');
    await orca.press('ctrl+End');
    expect(await pressUntil('shift+b', 'Book Appointment')).toEqual(['Book Appointment push button.']);
    expect(await say('Return')).toEqual(['NOT YET KNOWN']);
    const tabbing: string[] = [];
    for (let step = 0; step < 11; step += 1) tabbing.push(...(await say('Tab')));
    expect(tabbing).toEqual(['NOT YET KNOWN']);
    expect(await say('shift+Tab', 'shift+Tab')).toEqual(['NOT YET KNOWN']);
    expect(await say('Return')).toEqual(['NOT YET KNOWN']);
    expect(await say('Tab')).toEqual(['NOT YET KNOWN']);
    expect(await say('Escape')).toEqual(['Book Appointment push button.']);
    void bookingFieldErrors;
    void bookingLabels;
  });

  it('says which gallery filter is chosen and announces the new count', async () => {
    await openPage('/smile-gallery/our-work');
    const categories = ourWork.categories!;
    const restoration = categories[1]!;
    const shown = ourWork.items.filter((item) => item.category === restoration.id).length;
    expect(await pressUntil('Tab', categories[0]!.name)).toEqual(['NOT YET KNOWN']);
    expect(await say('Right')).toEqual(['NOT YET KNOWN']);
    expect(await say('space')).toEqual(['NOT YET KNOWN', `Showing ${plural(shown, 'item')} in ${restoration.name}`]);
    expect(await say('KP_Enter')).toEqual(['NOT YET KNOWN']);
  });

  for (const { path, label, noun, slideCount } of [
    { path: '/', label: 'Clinic photos', noun: 'image', slideCount: home.clinicImages.length },
    { path: '/about', label: 'Our doctors', noun: 'doctor', slideCount: about.doctors.length },
  ]) {
    it(`${label}: reads the slide's position and the Pause and Play control`, async () => {
      await openPage(path);
      expect(await pressUntil('Tab', `Previous ${noun}`)).toEqual(['NOT YET KNOWN', slideCount]);
      expect(await say('Tab')).toEqual(['NOT YET KNOWN']);
      expect(await say('Return')).toEqual(['NOT YET KNOWN']);
      expect(await say('Tab')).toEqual(['NOT YET KNOWN']);
      expect(await say('Return')).toEqual(['NOT YET KNOWN']);
    });
  }

  it('names the gallery modal, offers Close, and returns to the card that opened it', async () => {
    await openPage('/smile-gallery/our-work');
    const first = ourWork.items[0]!;
    expect(await pressUntil('Tab', 'View Details')).toEqual(['NOT YET KNOWN', first.title]);
    expect(await say('Return')).toEqual(['NOT YET KNOWN']);
    expect(await say('Escape')).toEqual(['NOT YET KNOWN']);
  });
});
