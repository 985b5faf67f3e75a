/**
 * The appointment-request form (spec §3, §5). Phone and preferred doctor are held in the model but have no inputs.
 */
import type { BookingFields } from '../lib/booking-request';
import { doctorChoices } from './doctors';

/** The form's model: the five fields sent (lib/booking-request.ts), and phone and doctor, which have no inputs. */
export type BookingFormValues = BookingFields & { phone: string; preferredDoctor: string };

export const emptyBookingForm: BookingFormValues = {
  name: '',
  email: '',
  phone: '',
  date: '',
  time: '',
  issue: '',
  preferredDoctor: '',
};

/** Half-hour slots from 9:00 AM to 5:30 PM, 18 in all (spec §9); 12:00 PM and 12:30 PM follow 11:30 AM. */
function halfHourSlots(firstHour: number, lastHour: number): string[] {
  const slots: string[] = [];
  for (let hour = firstHour; hour <= lastHour; hour += 1) {
    for (const minutes of ['00', '30']) {
      const suffix = hour < 12 ? 'AM' : 'PM';
      const clockHour = hour > 12 ? hour - 12 : hour;
      slots.push(`${clockHour}:${minutes} ${suffix}`);
    }
  }
  return slots;
}

export const bookingTimeSlots: readonly string[] = halfHourSlots(9, 17);

/** How far ahead a visitor may ask for a day. */
const bookingDaysAhead = 365;
const dayMs = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The days the form offers (its date field's min and max), in the visitor's own calendar: today to a year on. */
export function bookingFormDays(now: Date): { min: string; max: string } {
  const last = new Date(now);
  last.setDate(last.getDate() + bookingDaysAhead);
  return { min: localDay(now), max: localDay(last) };
}

/**
 * The days a request may ask for, `YYYY-MM-DD`, as the receiver checks them: the form's window (bookingFormDays) for
 * a visitor anywhere on Earth at `now`, a day's slack either side of UTC's today for their time zone.
 */
export function bookingDateWindow(now: Date): { earliest: string; latest: string } {
  return {
    earliest: isoDay(now.getTime() - dayMs),
    latest: isoDay(now.getTime() + (bookingDaysAhead + 1) * dayMs),
  };
}

export { doctorChoices };

export const bookingSuccessMessage =
  'Thank you! Your appointment request has been submitted. We will contact you shortly to confirm.';

export const bookingLabels = {
  title: 'Book an Appointment',
  description: 'Tell us when suits you and we will call or e-mail to confirm your visit.',
  name: 'Full Name',
  email: 'Email Address',
  date: 'Preferred Date',
  time: 'Preferred Time',
  timePlaceholder: 'Select a time',
  issue: 'Describe Your Issue',
  issuePlaceholder: 'Tell us about your dental concern or reason for visit',
  submit: 'Request Appointment',
  cancel: 'Cancel',
  // Only with a booking endpoint (clinic.bookingEndpoint):
  sending: 'Sending your request…',
  sendingButton: 'Sending…',
  sendFailed: 'We could not send your request.',
  sendTimedOut: 'Our server did not answer in time, so your request may not have arrived.',
  sendKept: 'Everything you typed is still here: try again, or call us at',
  retry: 'Retry',
} as const;

/** Shown under a field the browser's native rules blocked (booking-form.tsx); `typeMismatch` only where a type applies. */
export const bookingFieldErrors = {
  name: { missing: 'Please enter your full name.' },
  email: {
    missing: 'Please enter your email address.',
    typeMismatch: 'Please enter an email address like name@example.com.',
  },
  date: {
    missing: 'Please choose a preferred date.',
    outOfRange: 'Please choose a day from today to a year from now.',
  },
  time: { missing: 'Please choose a preferred time.' },
} as const;
