import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Menu, X } from 'lucide-react';
import { paths } from '../content/paths';
import { mainNavigation, type NavEntry } from '../content/navigation';
import { cn } from '../lib/cn';
import { BrandHomeLinkContent } from './brand-mark';
import { useIsHydrated } from '../hooks/use-is-hydrated';
import { useFocusHandOver } from '../hooks/use-focus-hand-over';
import { ServicesMenu } from './services-menu';

/**
 * `page` on the link of the page shown; `true` on a section's link while one of its pages is shown
 * (Services on /services/invisalign). Home matches exactly, as the spec says (§2), including its /home alias.
 */
export function currentState(entry: NavEntry, location: string): 'page' | 'true' | undefined {
  if (entry.isHome) return location === paths.home() || location === paths.homeAlias() ? 'page' : undefined;
  if (location === entry.href) return 'page';
  return location.startsWith(`${entry.href}/`) ? 'true' : undefined;
}

const linkClass =
  'inline-flex min-h-11 items-center rounded-full px-3 font-medium text-ink-900 hover:bg-brand-50 hover:text-brand-800 ' +
  'aria-[current]:bg-brand-50 aria-[current]:font-semibold aria-[current]:text-brand-800';

const menuToggleClass =
  'inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-brand-50 md:hidden forced-colors:border';

export function SiteHeader() {
  const [location] = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const isHydrated = useIsHydrated();
  const [menuLinkRef, menuButtonRef] = useFocusHandOver();
  const setToggle = useCallback(
    (node: HTMLButtonElement | null) => {
      toggleRef.current = node;
      menuButtonRef(node);
    },
    [menuButtonRef],
  );

  // Each menu is open at the address it was opened at: whatever changes the page (a menu link, the logo, Back or
  // Forward), the menus are closed on arrival (spec §4), in the render that shows the new page. A tap that opens a
  // page renders the header once (a reset during render re-ran it on every navigation); only leaving a page with a
  // menu still open, by Back or Forward, costs the second render below.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const [servicesOpenAt, setServicesOpenAt] = useState<string | null>(null);
  const isMenuOpen = menuOpenAt === location;
  const isServicesOpen = servicesOpenAt === location;
  const setIsMenuOpen = (open: boolean) => setMenuOpenAt(open ? location : null);
  const setIsServicesOpen = (open: boolean) => setServicesOpenAt(open ? location : null);
  // A menu left open at another address is forgotten, so that Forward back to it does not open it again (adjusted
  // during render, as React advises, and only then).
  if (menuOpenAt !== null && !isMenuOpen) setMenuOpenAt(null);
  if (servicesOpenAt !== null && !isServicesOpen) setServicesOpenAt(null);

  // Any link chosen in the menu closes the mobile panel and the dropdown (spec §4).
  const closeMenus = () => {
    setIsMenuOpen(false);
    setIsServicesOpen(false);
  };
  const openOnMouse = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setIsServicesOpen(true);
  };
  // Escape closes the open mobile menu and hands focus back to its button (WAI-ARIA disclosure pattern).
  useEffect(() => {
    if (!isMenuOpen) return;
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isMenuOpen]);

  return (
    <header
      data-slot="site-header"
      className="sticky top-0 z-40 border-b border-ink-200 bg-white/95 backdrop-blur"
    >
      <div className="container-page flex min-h-16 items-center justify-between gap-4 py-2">
        <Link href={paths.home()} className="flex min-h-11 items-center gap-3 rounded-lg" onClick={closeMenus}>
          <BrandHomeLinkContent />
        </Link>
        {isHydrated ? (
          <button
            ref={setToggle}
            type="button"
            className={menuToggleClass}
            aria-expanded={isMenuOpen}
            aria-controls="site-menu"
            onClick={() => setMenuOpenAt((openAt) => (openAt === location ? null : location))}
            data-testid="menu-toggle"
            data-tap-key="site-menu"
          >
            {isMenuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
            <span className="sr-only">Menu</span>
          </button>
        ) : (
          // Without JavaScript the button is a link to the menu, which CSS opens while it is the URL's target
          // (styles.css); once React runs, the button and its state take over. With JavaScript, a tap on the link
          // before then is kept by the hydration loader and replayed on the button (`data-tap-key`).
          <a
            ref={menuLinkRef}
            href="#site-menu"
            className={menuToggleClass}
            data-testid="menu-toggle"
            data-tap-key="site-menu"
          >
            <Menu aria-hidden="true" className="size-6" />
            <span className="sr-only">Menu</span>
          </a>
        )}
        <nav
          aria-label="Main"
          id="site-menu"
          className={cn(
            'absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-ink-200 bg-white px-4 pb-4 shadow-lg',
            // The dynamic viewport, as for dialogs (ui/dialog.tsx): on an iPhone 100vh ignores Safari's toolbars.
            'supports-[height:100dvh]:max-h-[calc(100dvh-4rem)]',
            'md:static md:block md:max-h-none md:overflow-visible md:border-0 md:bg-transparent md:p-0 md:shadow-none',
            isMenuOpen ? 'block' : 'hidden',
          )}
        >
          <ul className="flex flex-col gap-1 pt-2 md:flex-row md:items-center md:pt-0">
            {mainNavigation.map((entry) => {
              const link = (
                <Link
                  href={entry.href}
                  className={linkClass}
                  aria-current={currentState(entry, location)}
                  onPointerEnter={entry.hasServicesMenu ? openOnMouse : undefined}
                  onClick={closeMenus}
                >
                  {entry.label}
                </Link>
              );
              return (
                <li key={entry.href} className="relative">
                  {entry.hasServicesMenu ? (
                    <ServicesMenu
                      isOpen={isServicesOpen}
                      onOpenChange={setIsServicesOpen}
                      location={location}
                      servicesLink={link}
                      onNavigate={closeMenus}
                    />
                  ) : (
                    link
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
