/**
 * Whether the clinic is open at a given moment, and when that next changes, from the hours the contact page's table
 * shows (clinic.hours.contactTable), on the clinic's wall clock (clinic.timeZone) whatever the visitor's own zone.
 */

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
type Weekday = (typeof weekdays)[number];

/** Minutes after midnight, on the clinic's clock. */
type DayHours = { opens: number; closes: number };
export type WeeklyHours = Partial<Record<Weekday, DayHours>>;

/** '9:00 AM' → '09:00', the form schema.org's opens and closes take. */
export function to24HourClock(time: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!match) throw new Error(`Not a 12-hour time: ${time}`);
  const [, hours, minutes, period] = match as unknown as [string, string, string, string];
  const hour = (Number(hours) % 12) + (period.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${minutes}`;
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = to24HourClock(time).split(':').map(Number);
  return hours * 60 + minutes;
}

/** The same days and range the table shows ('10:00 AM - 10:00 PM' on each listed day), as numbers. */
export function weeklyHoursFrom(days: readonly string[], range: string): WeeklyHours {
  const [opens = '', closes = ''] = range.split(' - ');
  const hours: WeeklyHours = {};
  for (const day of days) {
    if (!(weekdays as readonly string[]).includes(day)) throw new Error(`Not a weekday: ${day}`);
    hours[day as Weekday] = { opens: minutesOf(opens), closes: minutesOf(closes) };
  }
  return hours;
}

/** The weekday and minute of `moment` on the wall clock of `timeZone` (daylight saving included, by Intl). */
export function wallClock(moment: Date, timeZone: string): { weekday: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    weekday: weekdays.indexOf(part('weekday') as Weekday),
    minute: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

export type OpeningStatus = {
  isOpen: boolean;
  /** When it next opens (while closed) or closes (while open): the day relative to now, and the clinic's time. */
  next: { day: 'today' | 'tomorrow' | Weekday; time: string } | undefined;
};

function clockLabel(minute: number): string {
  const hour = Math.floor(minute / 60) % 24;
  const period = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute % 60).padStart(2, '0')} ${period}`;
}

export function openingStatus(moment: Date, hours: WeeklyHours, timeZone: string): OpeningStatus {
  const now = wallClock(moment, timeZone);
  const today = hours[weekdays[now.weekday]!];
  if (today && now.minute >= today.opens && now.minute < today.closes) {
    return { isOpen: true, next: { day: 'today', time: clockLabel(today.closes) } };
  }
  for (let ahead = 0; ahead < 8; ahead += 1) {
    const weekday = weekdays[(now.weekday + ahead) % 7]!;
    const day = hours[weekday];
    if (!day || (ahead === 0 && now.minute >= day.opens)) continue;
    return {
      isOpen: false,
      next: { day: ahead === 0 ? 'today' : ahead === 1 ? 'tomorrow' : weekday, time: clockLabel(day.opens) },
    };
  }
  return { isOpen: false, next: undefined };
}

/** 'Open now · closes at 10:00 PM', 'Closed now · opens tomorrow at 10:00 AM'. */
export function describeOpeningStatus({ isOpen, next }: OpeningStatus): string {
  if (!next) return isOpen ? 'Open now' : 'Closed now';
  const when = next.day === 'today' ? '' : next.day === 'tomorrow' ? ' tomorrow' : ` on ${next.day}`;
  return isOpen ? `Open now · closes${when} at ${next.time}` : `Closed now · opens${when} at ${next.time}`;
}
