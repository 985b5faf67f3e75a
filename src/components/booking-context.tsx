import {
  Activity,
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { paths } from '../content/paths';
import { LoadErrorBoundary } from '../ui/load-error-boundary';
import { whenIdleAfterReady } from '../readiness/app-ready';
import { answerTapAfterPaint } from '../readiness/after-next-paint';
import { preloadableLazy } from '../readiness/preloadable-lazy';

/**
 * The dialog and react-hook-form live in their own chunk, off the first load (issue 2), fetched once the app is idle
 * or on first use.
 */
const {
  Component: BookingDialog,
  preload: loadBookingDialog,
  showWhenLoaded: showBookingWhenLoaded,
} = preloadableLazy(() => import('./booking-dialog'));

type BookingContextValue = {
  /** Opens the booking dialog; focus returns to `trigger` (or to what had focus) when it closes. */
  openBooking: (trigger?: HTMLElement | null) => void;
  /** Starts fetching the dialog's code, e.g. on hover or focus of a trigger. */
  prefetchBooking: () => void;
};

const BookingContext = createContext<BookingContextValue | null>(null);

export function useBooking(): BookingContextValue {
  const context = useContext(BookingContext);
  if (!context) throw new Error('useBooking must be used inside <BookingProvider>');
  return context;
}

export function BookingProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  /** From the moment its code is here (prefetched) or a visitor asks for it, the dialog is rendered: hidden until open. */
  const [isRendered, setIsRendered] = useState(false);
  const triggerRef = useRef<HTMLElement | null>(null);
  /** True once the dialog is in the document, hidden (its code prefetched), and not before. */
  const isBuiltRef = useRef(false);
  useEffect(() => {
    isBuiltRef.current = isRendered;
  }, [isRendered]);

  const openBooking = useCallback((trigger?: HTMLElement | null) => {
    const opener = trigger ?? (document.activeElement as HTMLElement | null);
    triggerRef.current = opener;
    if (!isBuiltRef.current) {
      // Not built yet: it opens as soon as its code is here.
      showBookingWhenLoaded(() => {
        setIsRendered(true);
        setIsOpen(true);
      }, opener);
      return;
    }
    // Revealing the built dialog runs its effects (focus trap, scroll lock, the page hidden from screen readers) and,
    // the first time, the form's first style and layout: in the tap's task on a slow phone at 4× CPU, its next paint
    // came 100-112 ms after the first tap (issue 15) and 80-112 ms after a later one (issue 41). The trigger shows at
    // once that it took the tap (the look of a tap kept before the app was ready), and the dialog opens right after.
    answerTapAfterPaint(opener, () => setIsOpen(true));
  }, []);
  const prefetchBooking = useCallback(() => {
    // A failed prefetch is not the visitor's concern yet: opening the dialog tries again and handles the failure.
    loadBookingDialog().then(
      () => setIsRendered(true),
      () => {},
    );
  }, []);
  // The booking form is the site's main action, and a touch screen gives no hover or focus to prefetch it on: its
  // code is fetched once the app is ready and the browser idle, so the first Book opens at once (issue 15).
  useEffect(() => whenIdleAfterReady(prefetchBooking), [prefetchBooking]);
  const value = useMemo(() => ({ openBooking, prefetchBooking }), [openBooking, prefetchBooking]);

  return (
    <BookingContext.Provider value={value}>
      {children}
      {isRendered && (
        <LoadErrorBoundary
          part="booking dialog"
          fallback={null}
          // The contact page offers the same: phone, e-mail and directions (it is also Book's link before hydration).
          onError={() => window.location.assign(paths.contact())}
        >
          <Suspense fallback={null}>
            {/* Built ahead, while the browser is idle, and kept: a tap only reveals it, and what was typed is still
                there when it opens again. Hidden, its effects (focus trap, scroll lock, the page hidden from screen
                readers) do not run; Radix's `open` stays true and the Activity opens and closes it (issue 15). */}
            <Activity mode={isOpen ? 'visible' : 'hidden'}>
              <BookingDialog
                open
                onOpenChange={setIsOpen}
                // The dialog mounts after its trigger (it is lazy), so Radix cannot know the trigger: it is told.
                returnFocusTo={triggerRef}
              />
            </Activity>
          </Suspense>
        </LoadErrorBoundary>
      )}
    </BookingContext.Provider>
  );
}
