import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'wouter';
import { ChevronDown } from 'lucide-react';
import { useFirstInteraction } from '../hooks/use-first-interaction';
import {
  serviceLinkClass,
  serviceLinks,
  servicesListClass,
  servicesPanelClass,
  type ServicesMenuProps,
} from './services-links';

const loadDropdown = () => import('./services-dropdown');
/** Radix NavigationMenu's default `delayDuration`: how long a mouse rests on the trigger before the list opens. */
const hoverOpenDelayMs = 200;
type Dropdown = (typeof import('./services-dropdown'))['default'];
/** Whether a press is in progress, and what to run once it ends (one waiter: the swap). */
type Presses = { isPressing: boolean; onRelease?: () => void };

/**
 * The Services item of the main navigation. The prerendered page and the hydrating render show a plain link and a
 * trigger button that look exactly like the dropdown's; on the visitor's first interaction anywhere the Radix
 * dropdown is fetched and takes their place. A press on the trigger before then opens a plain list of the same
 * links at once (and fetches the dropdown now), so Enter then Tab reaches the first service at any typing speed.
 *
 * The swap waits for a quiet moment: the plain list closed and no pointer pressed. Swapping under an open list or
 * mid-tap loses what the visitor is doing (a tap pressed on one link and released on its replacement clicks
 * nothing; a key pressed between reading the focus and replacing the element goes to the page). The swap itself is
 * one synchronous step that reads the focus, replaces the elements and focuses the replacement, so no input can
 * fall between (issues 15 and 17).
 */
export function ServicesMenu(props: ServicesMenuProps) {
  // The loaded component itself, not React.lazy: lazy would suspend once more and remount the plain trigger as its
  // fallback, dropping the focus of a keyboard user mid-keystroke (issue 17).
  const [arrivedDropdown, setArrivedDropdown] = useState<Dropdown>();
  const [ServicesDropdown, setServicesDropdown] = useState<Dropdown>();
  const containerRef = useRef<HTMLDivElement>(null);
  const staticItemRef = useRef<HTMLDivElement>(null);
  const staticTriggerRef = useRef<HTMLButtonElement>(null);
  const staticListRef = useRef<HTMLUListElement>(null);
  const [isWanted, setIsWanted] = useState(false);
  const hoverOpenTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hoverOpenTimer.current), []);
  // A mouse that came to rest on the item before the app was ready sent its pointerenter to no one, and sends no
  // other while it stays still: once hydrated, the rest rule applies to it as to one that arrives now (issue 35).
  // `:hover` is the browser's own answer to "is the pointer over it"; a touch leaves no hover on a hover device.
  const openOnMouse = useEffectEvent(() => props.onOpenChange(true));
  useEffect(() => {
    if (!staticItemRef.current?.matches(':hover') || !matchMedia('(hover: hover)').matches) return;
    hoverOpenTimer.current = setTimeout(openOnMouse, hoverOpenDelayMs);
  }, []);
  /** Enter or Space went down on the plain trigger: the click it makes is the keyboard's, and toggles. */
  const isKeyActivationRef = useRef(false);
  const pressesRef = usePresses(!ServicesDropdown);

  const hasInteracted = useFirstInteraction();

  useEffect(() => {
    if (!hasInteracted && !isWanted) return;
    let isCurrent = true;
    loadDropdown().then(
      (module) => {
        if (isCurrent) setArrivedDropdown(() => module.default);
      },
      // Should the dropdown's code fail to arrive, the Services link still leads to the overview of all twelve.
      (error: unknown) => console.warn('The Services dropdown could not be loaded', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [hasInteracted, isWanted]);

  useEffect(() => {
    if (!arrivedDropdown || ServicesDropdown || props.isOpen) return;
    let swap: ReturnType<typeof setTimeout> | undefined;
    // A timer, not this effect: flushSync may not run inside React's own commit.
    const swapSoon = () => {
      swap = setTimeout(swapUnlessPressing);
    };
    const presses = pressesRef.current;
    const swapUnlessPressing = () => {
      if (presses.isPressing) {
        presses.onRelease = swapSoon;
        return;
      }
      const container = containerRef.current;
      const focused = document.activeElement;
      const focusedSelector =
        container && focused instanceof HTMLElement && container.contains(focused)
          ? focused.dataset.tapKey
            ? `[data-tap-key="${CSS.escape(focused.dataset.tapKey)}"]`
            : `a[href="${CSS.escape(focused.getAttribute('href') ?? '')}"]`
          : undefined;
      flushSync(() => setServicesDropdown(() => arrivedDropdown));
      if (focusedSelector) container?.querySelector<HTMLElement>(focusedSelector)?.focus();
    };
    swapSoon();
    return () => {
      clearTimeout(swap);
      presses.onRelease = undefined;
    };
  }, [arrivedDropdown, ServicesDropdown, props.isOpen, pressesRef]);

  const staticMenu = (
    <div
      ref={staticItemRef}
      className="flex items-center"
      // A hover opens the dropdown even before its code arrives (site-header.tsx); leaving must close it as well,
      // and cancel an opening still to come.
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        clearTimeout(hoverOpenTimer.current);
        props.onOpenChange(false);
      }}
      // As the dropdown does: focus moving elsewhere (Tab past the last link, a tap outside) closes the list.
      onBlur={(event) => {
        if (props.isOpen && !event.currentTarget.contains(event.relatedTarget)) props.onOpenChange(false);
      }}
    >
      {props.servicesLink}
      <button
        ref={staticTriggerRef}
        type="button"
        aria-label="Service pages"
        aria-expanded={props.isOpen}
        data-testid="services-trigger"
        // The dropdown's trigger carries the same key: should it replace this one before a kept tap is replayed, the
        // hydration loader replays the tap on it instead of dropping it (issue 15).
        data-tap-key="services-trigger"
        aria-controls={props.isOpen ? 'services-menu-static' : undefined}
        // As the dropdown's trigger does (Radix, 200 ms): a mouse resting on it opens the list; a click before then
        // opens it by the click alone. Without this, a hover that came just before the swap found a trigger that did
        // nothing, and the dropdown's trigger, swapped in under a resting mouse, saw no move to open on.
        onPointerEnter={(event) => {
          if (event.pointerType !== 'mouse') return;
          clearTimeout(hoverOpenTimer.current);
          hoverOpenTimer.current = setTimeout(() => props.onOpenChange(true), hoverOpenDelayMs);
        }}
        onPointerLeave={() => clearTimeout(hoverOpenTimer.current)}
        onClick={(event) => {
          clearTimeout(hoverOpenTimer.current);
          setIsWanted(true);
          // A pointer press, Enter and Space toggle, as on the dropdown's trigger. A click with nothing behind it (a
          // tap the hydration loader kept and now replays) only opens: in the moment it takes, the resting mouse may
          // already have opened the list by hover, and a toggle would then close what the visitor asked to open
          // (issue 15).
          const isToggle = event.detail > 0 || isKeyActivationRef.current;
          isKeyActivationRef.current = false;
          props.onOpenChange(isToggle ? !props.isOpen : true);
        }}
        onBlur={() => {
          isKeyActivationRef.current = false;
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') isKeyActivationRef.current = true;
          // As in the dropdown: Escape closes the list, wherever the focus is in the item.
          if (event.key === 'Escape' && props.isOpen) props.onOpenChange(false);
          // As the Radix trigger does: ArrowDown on the open trigger enters the list.
          if (event.key === 'ArrowDown' && props.isOpen) {
            event.preventDefault();
            staticListRef.current?.querySelector('a')?.focus();
          }
        }}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink-700 hover:bg-brand-50 forced-colors:border"
      >
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      {props.isOpen && (
        // Escape inside the list closes it and returns to the trigger, as in the dropdown; the keys are the links'.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div
          id="services-menu-static"
          className={servicesPanelClass}
          data-testid="services-menu"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            props.onOpenChange(false);
            staticTriggerRef.current?.focus();
          }}
        >
          <ul ref={staticListRef} className={servicesListClass}>
            {serviceLinks(props.location).map((link) => (
              <li key={link.key}>
                <Link
                  href={link.href}
                  aria-current={link.isCurrent ? 'page' : undefined}
                  onClick={props.onNavigate}
                  className={serviceLinkClass}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );

  return (
    // `contents`: the wrapper adds no box; it only scopes the focus hand-over above.
    <div ref={containerRef} className="contents">
      {ServicesDropdown ? <ServicesDropdown {...props} /> : staticMenu}
    </div>
  );
}

/**
 * Follows presses anywhere on the page: from a pointer's press until its click has been handled, and while Space or
 * Enter is held. A touch's click comes from a separate gesture event after `pointerup`, so release waits for the
 * click, or a moment when none follows (a drag). Space clicks a button when it is released: the trigger swapped in
 * between its keydown and its keyup would take the keyup alone, and the press would open nothing. Kept out of React
 * state: a render on every press would put work in the very task that answers a tap (issue 15).
 */
function usePresses(isWatching: boolean): RefObject<Presses> {
  const pressesRef = useRef<Presses>({ isPressing: false });
  useEffect(() => {
    if (!isWatching) return;
    const presses = pressesRef.current;
    let release: ReturnType<typeof setTimeout> | undefined;
    const releaseAfter = (delay: number) => () => {
      clearTimeout(release);
      release = setTimeout(() => {
        presses.isPressing = false;
        const onRelease = presses.onRelease;
        presses.onRelease = undefined;
        onRelease?.();
      }, delay);
    };
    const press = () => {
      clearTimeout(release);
      presses.isPressing = true;
    };
    const isActivationKey = (event: Event) =>
      event instanceof KeyboardEvent && (event.key === ' ' || event.key === 'Enter');
    const releaseAtOnce = releaseAfter(0);
    const listeners = [
      ['pointerdown', press],
      ['click', releaseAtOnce],
      ['pointercancel', releaseAtOnce],
      ['pointerup', releaseAfter(400)],
      ['keydown', (event: Event) => isActivationKey(event) && press()],
      ['keyup', (event: Event) => isActivationKey(event) && releaseAtOnce()],
    ] as const;
    for (const [type, listener] of listeners) window.addEventListener(type, listener, true);
    return () => {
      clearTimeout(release);
      presses.isPressing = false;
      for (const [type, listener] of listeners) window.removeEventListener(type, listener, true);
    };
  }, [isWatching]);
  return pressesRef;
}
