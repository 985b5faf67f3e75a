/**
 * What Orca, a real screen reader, says along the journeys of tests/unit/screen-reader/ (issue 34): the built site
 * in Firefox ESR, Orca 43 listening through AT-SPI, keys pressed as a visitor presses them. Each step states what a
 * listener must hear (a name, a role, a state, an announcement) and what must not be heard (the document, a stale
 * state or name), in any words and order Orca may use (heard.ts, issue 40). Where Orca says something other than the
 * virtual screen reader, docs/accessibility.md lists the difference and why the site stays as it is or was changed.
 * The gallery filters' and carousels' journeys are in filters-and-carousels.orca.test.ts, beside these with an
 * Orca of their own.
 */
import { describe, expect, it } from 'vitest';
import { bookingFieldErrors, bookingLabels } from '../../src/content/booking';
import ourWork from '../../src/content/gallery/our-work';
import { documentTitle, findRoute } from '../../src/routes';
import { listenInFirefox, missing } from './firefox-session';
import { expectHeard, expectHeardOn } from './heard';
import {
  aboutSummary,
  closesBackToBook,
  pageSummary,
  servicesDropdownJourney,
  toBookAppointment,
} from './journeys';

const firefox = listenInFirefox();

describe.skipIf(missing.length > 0)('Orca with Firefox ESR', () => {
  it('announces the page title, a summary of its landmarks and headings, and the skip link on load', async () => {
    const title = documentTitle(findRoute('/about')!);
    const onLoad = await firefox.openPage('/about', { withSummary: true });
    expectHeard(onLoad, { says: [`${title}`], inOrder: [`Finished loading ${title}`] });
    // Orca's own count of the page's landmarks and headings: one lost or added changes it.
    expect(pageSummary(onLoad)).toEqual(aboutSummary.firefox);
    await expectHeardOn((heard) => firefox.say('Tab', heard), { name: 'Skip to main content', role: 'link' });
  });

  it('says whether the Services dropdown is expanded, lists the twelve service pages and closes back to it', async () => {
    // Not the page the journey before opened: loaded again, Orca leaves out its summary.
    await firefox.openPage('/contact');
    await servicesDropdownJourney(firefox.orca);
  });

  it('reads the booking dialog: each field with its label and state, the errors of an empty submit, focus back on Book', async () => {
    await firefox.openPage('/');
    await toBookAppointment(firefox.orca);
    // On open, focus moves to the first field as the page behind leaves the accessibility tree (aria-hidden): Orca
    // announces the dialog and the field, or, when it learns of the removal first, moves in without a word
    // (docs/accessibility.md). Back and forth from the first field says where focus is, whatever it said on open.
    expectHeard(await firefox.orca.pressAndListen('Return'), { not: ['the document'] });
    await expectHeardOn((heard) => firefox.say(['shift+Tab', 'Tab'], heard), {
      inOrder: ['Close appointment form', bookingLabels.name],
      role: 'entry',
      states: ['required'],
    });
    const walk = Array.from({ length: 10 }, () => 'Tab');
    await expectHeardOn((heard) => firefox.say(walk, heard), {
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
    await expectHeardOn((heard) => firefox.say('shift+Tab', heard), {
      name: bookingLabels.submit,
      role: 'button',
    });
    // An empty submit: focus goes to the first blocked field, which is invalid, with the site's message.
    await expectHeardOn((heard) => firefox.say('Return', heard), {
      name: bookingLabels.name,
      role: 'entry',
      states: ['invalid'],
      says: [bookingFieldErrors.name.missing],
    });
    await expectHeardOn((heard) => firefox.say('Tab', heard), {
      name: bookingLabels.email,
      role: 'entry',
      states: ['required', 'invalid'],
      says: [bookingFieldErrors.email.missing],
    });
    await closesBackToBook(firefox.orca);
  });

  it('names the gallery modal, offers Close, and returns to the card that opened it', async () => {
    await firefox.openPage('/smile-gallery/our-work');
    const first = ourWork.items[0]!;
    const card = { name: first.title, role: 'button' } as const;
    expectHeard(await firefox.pressUntil('Tab', 'View Details'), {
      ...card,
      says: ['View Details', `${ourWork.items.length} items`],
    });
    // Close, but not the dialog's name: as with the booking dialog (docs/accessibility.md).
    await expectHeardOn((heard) => firefox.say('Return', heard), { name: 'Close', role: 'button' });
    // Focus comes back to the card in the task that closes the dialog, so Orca does not name the document in between
    // (it did, now and then, while focus waited on the page's body for Radix's timer: closeReturningFocus).
    await expectHeardOn((heard) => firefox.say('Escape', heard), { ...card, not: ['the document', 'Close'] });
  });
});
