import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useFirstInteraction } from '../hooks/use-first-interaction';
import { ChevronDown } from 'lucide-react';

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
const ServicesDropdown = lazy(loadDropdown);

/**
 * The Services item of the main navigation. The prerendered page and the hydrating render show a plain link and a
 * trigger button that look exactly like the dropdown's; on the visitor's first interaction anywhere the Radix
 * dropdown is fetched and takes their place. A press on the trigger before then opens the dropdown as soon as it
 * arrives, and focus on the trigger moves to its replacement, so nothing is lost for keyboard users.
 */
export function ServicesMenu(props: ServicesMenuProps) {
  const [isEnhanced, setIsEnhanced] = useState(false);
  const staticTriggerRef = useRef<HTMLButtonElement>(null);
  const shouldFocusTrigger = useRef(false);

  const hasInteracted = useFirstInteraction();

  useEffect(() => {
    if (!hasInteracted) return;
    let isCurrent = true;
    loadDropdown().then(
      () => {
        if (!isCurrent) return;
        shouldFocusTrigger.current = document.activeElement === staticTriggerRef.current;
        setIsEnhanced(true);
      },
      // Should the dropdown's code fail to arrive, the Services link still leads to the overview of all twelve.
      (error: unknown) => console.warn('The Services dropdown could not be loaded', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [hasInteracted]);

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
        aria-expanded={false}
        data-testid="services-trigger"
        onClick={() => props.onOpenChange(true)}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink-700 hover:bg-brand-50"
      >
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
    </div>
  );

  if (!isEnhanced) return staticMenu;
  return (
    <Suspense fallback={staticMenu}>
      <ServicesDropdown
        {...props}
        triggerRef={(element) => {
          if (element && shouldFocusTrigger.current) {
            shouldFocusTrigger.current = false;
            element.focus();
          }
        }}
      />
    </Suspense>
  );
}
