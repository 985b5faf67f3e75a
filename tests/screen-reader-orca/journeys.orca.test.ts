/**
 * What Orca, a real screen reader, says along the journeys of tests/unit/screen-reader/ (issue 34): the built site
 * in Firefox ESR, Orca 43 listening through AT-SPI, keys pressed as a visitor presses them. Each step states what a
 * listener must hear (a name, a role, a state, an announcement) and what must not be heard (the document, a stale
 * state or name), in any words and order Orca may use (heard.ts, issue 40). Where Orca says something other than the
 * virtual screen reader, docs/accessibility.md lists the difference and why the site stays as it is or was changed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../scripts/serve/static-server';
import { bookingFieldErrors, bookingLabels } from '../../src/content/booking';
import ourWork from '../../src/content/gallery/our-work';
import { plural } from '../../src/lib/plural';
import { about } from '../../src/content/about';
import { home } from '../../src/content/home';
import { documentTitle, findRoute } from '../../src/routes';
import { missingDesktopTools, startDesktop, type Desktop } from './desktop';
import { startFirefox } from './firefox';
import { expectHeard } from './heard';
import {
  aboutSummary,
  closesBackToBook,
  pageSummary,
  servicesDropdownJourney,
  toBookAppointment,
} from './journeys';
import { pageSpeech, startOrca, type Orca } from './orca';

const missing = process.platform === 'linux' ? missingDesktopTools() : ['Linux'];
if (missing.length > 0 && process.env.CI) {
  throw new Error(`Orca's journeys cannot run without ${missing.join(', ')}: run npm run screen-reader`);
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
  await startFirefox(desktop, dir, 'about:blank');
  orca = await startOrca(desktop, dir);
});

afterAll(async () => {
  await desktop?.stop();
  server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * Types the page's address into Firefox's address bar and returns what Orca says once the page has loaded. On a
 * machine under load a typed key is sometimes lost and another page loads (Firefox's error page): then once more.
 */
async function openPage(path: string, { withSummary = false } = {}, attempts = 2): Promise<string[]> {
  const route = findRoute(path);
  if (!route) throw new Error(`No route for ${path}`);
  const title = documentTitle(route);
  const mark = orca.mark();
  // Typed before the address bar has focus, the address would reach the page as Orca's browse-mode keys; Orca's
  // Where Am I (keypad Enter) tells that it has. Ctrl+L says nothing when the bar has focus already (about:blank).
  if (!(await orca.press('ctrl+l')).some((utterance) => utterance.includes('enter address combo box'))) {
    await pressUntil('KP_Enter', 'enter address combo box', 3, false);
  }
  await orca.type(`${origin}${path}`);
  await orca.press('Return');
  // Loaded, Orca says the title, a summary of the page, and the line it starts reading from.
  const said = await orca.waitFor((heard) => {
    const summary = heard.findIndex((utterance) => utterance.startsWith('Page has '));
    const finished = heard.findIndex((utterance) => utterance.startsWith('Finished loading '));
    if (finished >= 0 && summary >= 0 && summary < heard.length - 1) return true;
    // Under load Orca now and then learns of the document after the load has finished (1 run in about 10, the
    // machine busy with the screenshots): it names the document and gives no summary. Only the first journey asks
    // for the summary; the others start from the document just as well.
    return !withSummary && finished >= 0 && heard.lastIndexOf(`${title} document web.`) > finished;
  }, mark);
  if (!said.includes(`Finished loading ${title}.`)) {
    if (attempts > 1) return openPage(path, { withSummary }, attempts - 1);
    throw new Error(`${path} did not load; Orca said ${JSON.stringify(said)}`);
  }
  return said.slice(said.indexOf(`${title} document web.`));
}

/** Presses `key` until Orca's speech for it starts with `start`; returns that speech. */
async function pressUntil(key: string, start: string, maxPresses = 40, exact = true): Promise<string[]> {
  return pageSpeech(
    await orca.pressUntil(
      key,
      (utterance) => (exact ? utterance.startsWith(start) : utterance.includes(start)),
      maxPresses,
    ),
  );
}

async function say(...keys: string[]): Promise<string[]> {
  return pageSpeech(await orca.press(...keys));
}

describe.skipIf(missing.length > 0)('Orca with Firefox ESR', () => {
  it('announces the page title, a summary of its landmarks and headings, and the skip link on load', async () => {
    const title = documentTitle(findRoute('/about')!);
    const onLoad = await openPage('/about', { withSummary: true });
    expectHeard(onLoad, { says: [`${title}`], inOrder: [`Finished loading ${title}`] });
    // Orca's own count of the page's landmarks and headings: one lost or added changes it.
    expect(pageSummary(onLoad)).toEqual(aboutSummary.firefox);
    expectHeard(await say('Tab'), { name: 'Skip to main content', role: 'link' });
  });

  it('says whether the Services dropdown is expanded, lists the twelve service pages and closes back to it', async () => {
    // Not the page the journey before opened: loaded again, Orca leaves out its summary.
    await openPage('/contact');
    await servicesDropdownJourney(orca);
  });

  it('reads the booking dialog: each field with its label and state, the errors of an empty submit, focus back on Book', async () => {
    await openPage('/');
    await toBookAppointment(orca);
    // On open, focus moves to the first field as the page behind leaves the accessibility tree (aria-hidden): Orca
    // announces the dialog and the field, or, when it learns of the removal first, moves in without a word
    // (docs/accessibility.md). Back and forth from the first field says where focus is, whatever it said on open.
    expectHeard(await orca.pressAndListen('Return'), { not: ['the document'] });
    expectHeard(await say('shift+Tab', 'Tab'), {
      inOrder: ['Close appointment form', bookingLabels.name],
      role: 'entry',
      states: ['required'],
    });
    const walk = await say(...Array.from({ length: 10 }, () => 'Tab'));
    expectHeard(walk, {
      inOrder: [
        bookingLabels.email,
        // The date field is three spin buttons and a calendar button (docs/accessibility.md).
        'spin button',
        bookingLabels.time,
        bookingLabels.issue,
        bookingLabels.cancel,
        bookingLabels.submit,
        'Close appointment form',
      ],
      says: [/combo box/, bookingLabels.issuePlaceholder],
    });
    expectHeard(await say('shift+Tab'), { name: bookingLabels.submit, role: 'button' });
    // An empty submit: focus goes to the first blocked field, which is invalid, with the site's message.
    expectHeard(await say('Return'), {
      name: bookingLabels.name,
      role: 'entry',
      states: ['invalid'],
      says: [bookingFieldErrors.name.missing],
    });
    expectHeard(await say('Tab'), {
      name: bookingLabels.email,
      role: 'entry',
      states: ['required', 'invalid'],
      says: [bookingFieldErrors.email.missing],
    });
    await closesBackToBook(orca);
  });

  it('says which gallery filter is chosen and announces the new count', async () => {
    await openPage('/smile-gallery/our-work');
    const categories = ourWork.categories!;
    const restoration = categories[1]!;
    const shown = ourWork.items.filter((item) => item.category === restoration.id).length;
    expectHeard(await pressUntil('Tab', `${categories[0]!.name}.`), {
      name: categories[0]!.name,
      role: 'radio button',
      states: ['selected'],
      says: ['Filter by category'],
    });
    // In browse mode the arrow moves Orca's reading cursor to the next filter, and Space chooses it.
    expectHeard(await say('Right'), { name: restoration.name, states: ['not selected'] });
    expectHeard(await say('space'), {
      states: ['selected'],
      says: [`Showing ${plural(shown, 'item')} in ${restoration.name}`],
    });
  });

  for (const { path, label, noun, slideCount } of [
    { path: '/', label: 'Clinic photos', noun: 'image', slideCount: home.clinicImages.length },
    { path: '/about', label: 'Our doctors', noun: 'doctor', slideCount: about.doctors.length },
  ]) {
    it(`${label}: names the carousel and reads the Pause and Play control`, async () => {
      await openPage(path);
      // Entering the carousel: its name and its role description, then the first control.
      expectHeard(await pressUntil('Tab', `Previous ${noun}`), {
        name: `Previous ${noun}`,
        role: 'button',
        says: [label, 'carousel'],
      });
      // Up from the first control reads the current slide (browse mode): its position, which is its label, and its
      // role description.
      expectHeard(await say('Up'), { says: [`1 of ${slideCount}`, 'slide'] });
      await say('Down');
      // Under reduced motion the slideshow starts paused, so the control offers Play.
      expectHeard(await say('Tab'), { name: 'Play slideshow', role: 'button' });
      // Pressed, the button's name changes and focus stays on it.
      expectHeard(await orca.pressAndListen('Return'), { not: ['the document'] });
      // Met again, it offers the opposite, never the name it had.
      expectHeard(await say('shift+Tab', 'Tab'), {
        inOrder: [`Previous ${noun}`, 'Pause slideshow'],
        role: 'button',
        not: ['Play slideshow'],
      });
      expectHeard(await orca.pressAndListen('Return'), { not: ['the document'] });
    });
  }

  it('names the gallery modal, offers Close, and returns to the card that opened it', async () => {
    await openPage('/smile-gallery/our-work');
    const first = ourWork.items[0]!;
    const card = { name: first.title, role: 'button' } as const;
    expectHeard(await pressUntil('Tab', 'View Details'), {
      ...card,
      says: ['View Details', `${ourWork.items.length} items`],
    });
    // Close, but not the dialog's name: as with the booking dialog (docs/accessibility.md).
    expectHeard(await say('Return'), { name: 'Close', role: 'button' });
    // Focus comes back to the card in the task that closes the dialog, so Orca does not name the document in between
    // (it did, now and then, while focus waited on the page's body for Radix's timer: closeReturningFocus).
    expectHeard(await say('Escape'), { ...card, not: ['the document', 'Close'] });
  });
});
