/**
 * The steps the Firefox and Chromium journeys share, each asserted by meaning (heard.ts): what a listener must hear
 * and must not, in whatever words and order Orca is entitled to use in either browser.
 */
import { expect } from 'vitest';
import { services } from '../../src/content/services';
import { specCounts } from '../support/spec-constants';
import { expectHeard, expectHeardOn } from './heard';
import type { Orca } from './orca';

/**
 * Orca's count of /about's landmarks and headings on load. Chromium exposes four more landmarks than Firefox (each
 * `<section>` with a name is one by HTML-AAM; docs/accessibility.md); a landmark or heading lost or added changes
 * either count.
 */
export const aboutSummary = {
  firefox: { landmarks: 9, headings: 21 },
  chromium: { landmarks: 13, headings: 21 },
} as const;

/** The landmarks and headings Orca counted in its summary of the page ("Page has 9 landmarks, 21 headings, …"). */
export function pageSummary(said: string[]): { landmarks?: number; headings?: number } {
  const summary = said.find((utterance) => /\blandmarks?\b/.test(utterance)) ?? '';
  const count = (what: string) => {
    const found = new RegExp(`(\\d+) ${what}s?\\b`).exec(summary)?.[1];
    return found === undefined ? undefined : Number(found);
  };
  return { landmarks: count('landmark'), headings: count('heading') };
}

/**
 * From the page's top: Tab to the Services trigger, open the list, Tab through the twelve service pages, Escape back
 * to the trigger, then Where Am I.
 */
export async function servicesDropdownJourney(orca: Orca): Promise<void> {
  const trigger = { name: 'Service pages', role: 'button' } as const;
  expectHeard(await orca.pressUntil('Tab', (utterance) => utterance.startsWith(trigger.name)), {
    ...trigger,
    states: ['collapsed'],
  });
  await expectHeardOn((heard) => orca.press('Return', heard), { states: ['expanded'] });
  expect(services).toHaveLength(specCounts.services);
  await expectHeardOn(
    (heard) =>
      orca.press(
        services.map(() => 'Tab'),
        heard,
      ),
    {
      inOrder: services.map((service) => service.menuLabel),
      role: 'link',
    },
  );
  // Focus moves to the trigger as the list goes. Orca names the trigger, or only its new state, after whichever of
  // the focus, the state change and the list's removal it learns of first (docs/accessibility.md): collapsed is what
  // it says last, and never the document.
  await expectHeardOn((heard) => orca.press('Escape', heard), { states: ['collapsed'], not: ['the document'] });
  // Where Am I (keypad Enter) says where focus is: on the trigger, collapsed. (Its role was heard as focus came to
  // it; Orca's Where Am I in Chromium has left the role out once in about ten runs.)
  await expectHeardOn((heard) => orca.press('KP_Enter', heard), {
    name: trigger.name,
    states: ['collapsed'],
    not: ['the document'],
  });
}

/** From anywhere on the page: to its end, where the floating buttons are, and back to Book Appointment. */
export async function toBookAppointment(orca: Orca): Promise<void> {
  const end = orca.mark();
  await orca.press('ctrl+End');
  await orca.waitFor((said) => said.some((utterance) => utterance.includes('Call for Appointment')), end);
  expectHeard(await orca.pressUntil('shift+b', (utterance) => utterance.startsWith('Book Appointment')), {
    name: 'Book Appointment',
    role: 'button',
  });
}

/**
 * Escape closes the booking dialog and focus is back on Book Appointment in the same task: no "… document web."
 * in between (closeReturningFocus), and nothing of the dialog heard again.
 */
export async function closesBackToBook(orca: Orca): Promise<void> {
  await expectHeardOn((heard) => orca.press('Escape', heard), {
    name: 'Book Appointment',
    role: 'button',
    not: ['the document', 'Full Name'],
  });
}
