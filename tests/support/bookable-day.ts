/**
 * A day the booking form offers and the receiver takes (src/content/booking.ts: bookingFormDays, bookingDateWindow),
 * `YYYY-MM-DD`: a month from today, so a test that fills the form is not refused a day gone by.
 */
export const bookableDay = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
