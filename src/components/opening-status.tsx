import { useEffect, useState } from 'react';
import { clinic } from '../content/clinic';
import { cn } from '../lib/cn';
import { describeOpeningStatus, openingStatus, weeklyHoursFrom } from '../lib/opening-hours';

/** The hours the contact page's table shows, so the two can never disagree. */
const tableHours = weeklyHoursFrom(clinic.hours.contactTable.days, clinic.hours.contactTable.hours);

/**
 * "Open now · closes at 10:00 PM", on the clinic's clock, refreshed each minute. Loaded and shown only in the
 * browser, once the app is ready (opening-status-slot.tsx): the prerendered HTML cannot know the visitor's moment.
 */
export default function OpeningStatusLine({ className }: { className?: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const status = openingStatus(now, tableHours, clinic.timeZone);
  return (
    <p data-slot="opening-status" className={cn('flex items-center gap-2', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'size-2.5 shrink-0 rounded-full ring-2 ring-white forced-colors:bg-[CanvasText] forced-colors:forced-color-adjust-none',
          status.isOpen ? 'bg-brand-500' : 'bg-accent-500',
        )}
      />
      {describeOpeningStatus(status)}
    </p>
  );
}
