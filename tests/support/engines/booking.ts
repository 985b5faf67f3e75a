/**
 * The booking form as a visitor fills it, in any engine (tests/engines/booking.spec.ts). Fields are found by their
 * visible label, as a visitor finds them.
 */
import { bookingLabels } from '../../../src/content/booking';
import { click, untilFocusInside, type Target } from './journey';
import type { Visitor } from '../../../harness/engines/visitor';
import { bookableDay } from '../bookable-day';

export const bookingDialog = '[data-testid="booking-dialog"]';

/** The field a `<label>` names (its text without the required mark), as a control to click. */
async function field(visitor: Visitor, label: string): Promise<Target> {
  const id = await visitor.evaluate((text) => {
    const element = [...document.querySelectorAll('label')].find(
      (candidate) => candidate.textContent?.replace(/\(optional\)|\*/g, '').trim() === text,
    );
    return element?.htmlFor ?? null;
  }, label);
  if (!id) throw new Error(`${visitor.engine}: no field labelled ${label}`);
  return { selector: `[id="${id}"]` };
}

/** The field's value, validity and what it says about itself to assistive technology. */
export function fieldState(visitor: Visitor, label: string) {
  return visitor.evaluate((text) => {
    const labelElement = [...document.querySelectorAll('label')].find(
      (candidate) => candidate.textContent?.replace(/\(optional\)|\*/g, '').trim() === text,
    );
    const input = labelElement ? (document.getElementById(labelElement.htmlFor) as HTMLInputElement | null) : null;
    if (!input) return null;
    const description = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ')
      .trim();
    return {
      value: input.value,
      valueMissing: input.validity.valueMissing,
      invalid: input.getAttribute('aria-invalid') === 'true',
      description,
      focused: document.activeElement === input,
    };
  }, label);
}

/** Opens the dialog with a click on the floating Book Appointment button and waits for focus inside it. */
export async function openBookingByPointer(visitor: Visitor): Promise<void> {
  await click(visitor, { selector: '[data-testid="book-appointment"]' });
  await untilBookingFocused(visitor);
}

export function untilBookingFocused(visitor: Visitor) {
  return untilFocusInside(visitor, bookingDialog, 'focus inside the booking dialog');
}

/**
 * Fills every required field as a visitor does: name and e-mail typed key by key; the date and time set as their
 * pickers would (each engine draws its own date picker and option list, which no page script can operate), with the
 * events a choice in them fires.
 */
export async function fillRequest(visitor: Visitor, name: string, issue: string): Promise<void> {
  await click(visitor, await field(visitor, bookingLabels.name));
  await visitor.type(name);
  await click(visitor, await field(visitor, bookingLabels.email));
  await visitor.type('alex@example.com');
  for (const [label, value] of [
    [bookingLabels.date, bookableDay],
    [bookingLabels.time, '10:30 AM'],
  ] as const)
    await visitor.evaluate(
      ({ text, chosen }) => {
        const labelElement = [...document.querySelectorAll('label')].find(
          (candidate) => candidate.textContent?.replace(/\*/g, '').trim() === text,
        )!;
        const control = document.getElementById(labelElement.htmlFor) as HTMLInputElement | HTMLSelectElement;
        control.focus();
        const prototype = Object.getPrototypeOf(control) as object;
        Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(control, chosen);
        control.dispatchEvent(new Event('input', { bubbles: true }));
        control.dispatchEvent(new Event('change', { bubbles: true }));
      },
      { text: label, chosen: value },
    );
  await click(visitor, await field(visitor, bookingLabels.issue));
  await visitor.type(issue);
}

/** Every field's value, in the form's order. */
export async function formValues(visitor: Visitor): Promise<string[]> {
  const values: string[] = [];
  for (const label of [bookingLabels.name, bookingLabels.email, bookingLabels.date, bookingLabels.time]) {
    values.push((await fieldState(visitor, label))?.value ?? 'missing');
  }
  values.push((await fieldState(visitor, bookingLabels.issue))?.value ?? 'missing');
  return values;
}
