import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ChevronDown } from 'lucide-react';
import { useFirstInteraction } from '../hooks/use-first-interaction';
import { serviceLinkClass, serviceLinks, servicesListClass, servicesPanelClass } from './services-links';

export type ServicesMenuProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  location: string;
  /** The "Services" link to the overview, shown beside the dropdown's trigger. */
  servicesLink: ReactNode;
  /** Called when a service link is chosen: closes the dropdown and the mobile menu. */
  onNavigate: () => void;
};

const loadDropdown = () => import('./services-dropdown');
type Dropdown = (typeof import('./services-dropdown'))['default'];

/**
 * The Services item of the main navigation. The prerendered page and the hydrating render show a plain link and a
 * trigger button that look exactly like the dropdown's; on the visitor's first interaction anywhere the Radix
 * dropdown is fetched and takes their place. A press on the trigger before then opens a plain list of the same
 * links at once (and fetches the dropdown now), so Enter then Tab reaches the first service at any typing speed;
 * when the dropdown arrives, focus moves to its replacement: the trigger, or the same link (issue 17).
 */
export function ServicesMenu(props: ServicesMenuProps) {
  // The loaded component itself, not React.lazy: lazy would suspend once more and remount the plain trigger as its
  // fallback, dropping the focus of a keyboard user mid-keystroke (issue 17).
  const [ServicesDropdown, setServicesDropdown] = useState<Dropdown>();
  const staticTriggerRef = useRef<HTMLButtonElement>(null);
  const staticListRef = useRef<HTMLUListElement>(null);
  const shouldFocusTrigger = useRef(false);
  const [focusHref, setFocusHref] = useState<string>();
  const [isWanted, setIsWanted] = useState(false);

  const hasInteracted = useFirstInteraction();

  useEffect(() => {
    if (!hasInteracted && !isWanted) return;
    let isCurrent = true;
    loadDropdown().then(
      (module) => {
        if (!isCurrent) return;
        const focused = document.activeElement;
        shouldFocusTrigger.current = focused === staticTriggerRef.current;
        if (focused instanceof HTMLAnchorElement && staticListRef.current?.contains(focused))
          setFocusHref(focused.getAttribute('href') ?? undefined);
        setServicesDropdown(() => module.default);
      },
      // Should the dropdown's code fail to arrive, the Services link still leads to the overview of all twelve.
      (error: unknown) => console.warn('The Services dropdown could not be loaded', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [hasInteracted, isWanted]);

  const staticMenu = (
    <div
      className="flex items-center"
      // A hover opens the dropdown even before its code arrives (site-header.tsx); leaving must close it as well.
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') props.onOpenChange(false);
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
        onClick={(event) => {
          setIsWanted(true);
          // A pointer press toggles. A click with no pointer behind it (Enter, Space, or a tap the hydration loader
          // kept and now replays) only opens: in the moment it takes, the resting mouse may already have opened the
          // list by hover, and a toggle would then close what the visitor asked to open (issue 15).
          props.onOpenChange(event.detail === 0 ? true : !props.isOpen);
        }}
        onKeyDown={(event) => {
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

  if (!ServicesDropdown) return staticMenu;
  return (
    <ServicesDropdown
      {...props}
      focusHref={focusHref}
      triggerRef={(element) => {
        if (element && shouldFocusTrigger.current) {
          shouldFocusTrigger.current = false;
          element.focus();
        }
      }}
    />
  );
}
