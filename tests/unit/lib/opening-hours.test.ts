// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clinic } from '../../../src/content/clinic';
import {
  describeOpeningStatus,
  openingStatus,
  wallClock,
  weeklyHoursFrom,
  type WeeklyHours,
} from '../../../src/lib/opening-hours';

const zone = 'America/New_York';
/** Weekdays 9 to 5:30, Saturday 10 to 2, Sunday closed: every branch of the rules. */
const week: WeeklyHours = {
  ...weeklyHoursFrom(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], '9:00 AM - 5:30 PM'),
  ...weeklyHoursFrom(['Saturday'], '10:00 AM - 2:00 PM'),
};
const at = (iso: string) => describeOpeningStatus(openingStatus(new Date(iso), week, zone));

describe('openingStatus', () => {
  it('on a weekday: just before opening, at opening, just before and at closing', () => {
    // Wednesday 2026-11-25; New York is UTC-5 in November.
    expect(at('2026-11-25T13:59:00Z')).toBe('Closed now · opens at 9:00 AM');
    expect(at('2026-11-25T14:00:00Z')).toBe('Open now · closes at 5:30 PM');
    expect(at('2026-11-25T22:29:00Z')).toBe('Open now · closes at 5:30 PM');
    expect(at('2026-11-25T22:30:00Z')).toBe('Closed now · opens tomorrow at 9:00 AM');
  });

  it('over the weekend: Friday evening, Saturday, Saturday afternoon, Sunday', () => {
    expect(at('2026-11-27T23:00:00Z')).toBe('Closed now · opens tomorrow at 10:00 AM');
    expect(at('2026-11-28T16:00:00Z')).toBe('Open now · closes at 2:00 PM');
    expect(at('2026-11-28T19:00:00Z')).toBe('Closed now · opens on Monday at 9:00 AM');
    expect(at('2026-11-29T17:00:00Z')).toBe('Closed now · opens tomorrow at 9:00 AM');
  });

  it('by the clinic’s clock across a daylight-saving change, whatever the visitor’s zone', () => {
    // 13:30 UTC is 8:30 AM on Friday 6 March 2026 (EST, UTC-5) but 9:30 AM on Monday 9 March (EDT, UTC-4).
    expect(at('2026-03-06T13:30:00Z')).toBe('Closed now · opens at 9:00 AM');
    expect(at('2026-03-09T13:30:00Z')).toBe('Open now · closes at 5:30 PM');
    // Sunday 8 March, the change itself (2:00 AM EST → 3:00 AM EDT): still Sunday, closed, opens Monday.
    expect(wallClock(new Date('2026-03-08T07:30:00Z'), zone)).toEqual({ weekday: 0, minute: 3 * 60 + 30 });
    expect(at('2026-03-08T07:30:00Z')).toBe('Closed now · opens tomorrow at 9:00 AM');
    // Back in November: 1 November 2026, 1:30 AM happens twice; both are Sunday, closed.
    expect(at('2026-11-01T05:30:00Z')).toBe('Closed now · opens tomorrow at 9:00 AM');
    expect(at('2026-11-01T06:30:00Z')).toBe('Closed now · opens tomorrow at 9:00 AM');
  });

  it('reads the hours the contact table shows, in the clinic’s zone', () => {
    const table = weeklyHoursFrom(clinic.hours.contactTable.days, clinic.hours.contactTable.hours);
    expect(Object.keys(table)).toHaveLength(clinic.hours.contactTable.days.length);
    // 10:00 AM - 10:00 PM every day: at 9:59 PM New York time it is open, at 10:00 PM closed until tomorrow.
    expect(describeOpeningStatus(openingStatus(new Date('2026-11-26T02:59:00Z'), table, clinic.timeZone))).toBe(
      'Open now · closes at 10:00 PM',
    );
    expect(describeOpeningStatus(openingStatus(new Date('2026-11-26T03:00:00Z'), table, clinic.timeZone))).toBe(
      'Closed now · opens tomorrow at 10:00 AM',
    );
  });

  it('with no opening day at all says only that it is closed', () => {
    expect(describeOpeningStatus(openingStatus(new Date(), {}, zone))).toBe('Closed now');
  });
});
