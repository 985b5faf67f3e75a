import { CalendarCheck, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { clinic, telHref } from '../content/clinic';
import { paths } from '../content/paths';
import { cn } from '../lib/cn';
import { useIsHydrated } from '../hooks/use-is-hydrated';
import { useFocusHandOver } from '../hooks/use-focus-hand-over';
import { useBooking } from './booking-context';

const floatingClass =
  'inline-flex min-h-14 min-w-14 items-center justify-center gap-2 rounded-full px-4 font-semibold shadow-lg ring-2 ring-white md:px-5 [&_svg]:size-6 forced-colors:border-2';

/**
 * Book Appointment and Call for Appointment, fixed at the bottom right (spec §2). Without JavaScript, Book is a
 * link to the contact page; once the app is ready it opens the booking dialog, and a tap in between opens it too
 * (the hydration loader keeps it, by `data-tap-key`). Below 768px they shrink to labelled icons. They never cover
 * what has keyboard focus: the page's scroll-padding-bottom (styles.css) makes the browser scroll a focused control
 * above them, and the footer's bottom padding leaves the room to do so (the route sweep checks every control of every
 * route). On a short viewport they sit side by side at their smallest (styles.css).
 */
export function FloatingActions() {
  const { openBooking, prefetchBooking } = useBooking();
  const isHydrated = useIsHydrated();
  const [bookLinkRef, bookButtonRef] = useFocusHandOver();
  const bookContent = (
    <>
      <CalendarCheck aria-hidden="true" />
      <span className="sr-only md:not-sr-only">Book Appointment</span>
    </>
  );
  return (
    <div
      data-slot="floating-actions"
      className="fixed right-3 bottom-3 z-40 flex flex-col items-end gap-2 md:right-5 md:bottom-5"
    >
      {isHydrated ? (
        <button
          ref={bookButtonRef}
          type="button"
          className={cn(floatingClass, 'bg-accent-700 text-white hover:bg-accent-600')}
          onClick={(event) => openBooking(event.currentTarget)}
          onPointerEnter={prefetchBooking}
          onFocus={prefetchBooking}
          data-testid="book-appointment"
          data-tap-key="book-appointment"
        >
          {bookContent}
        </button>
      ) : (
        <Link
          ref={bookLinkRef}
          href={paths.contact()}
          className={cn(floatingClass, 'bg-accent-700 text-white')}
          data-testid="book-appointment"
          // With JavaScript the loader keeps a tap on this link and replays it on the button (hydration-loader.ts).
          data-tap-key="book-appointment"
        >
          {bookContent}
        </Link>
      )}
      <a
        href={telHref(clinic.phones.main)}
        className={cn(floatingClass, 'bg-brand-700 text-white hover:bg-brand-800')}
        data-testid="call-appointment"
      >
        <Phone aria-hidden="true" />
        <span className="sr-only md:not-sr-only">Call for Appointment</span>
      </a>
    </div>
  );
}
