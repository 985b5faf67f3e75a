/**
 * The twelve service links of the Services dropdown, shared by its two forms: the plain list shown before the Radix
 * dropdown's code arrives (services-menu.tsx) and the dropdown itself (services-dropdown.tsx), so both look alike.
 */
import type { ReactNode } from 'react';
import { services } from '../content/services';
import { paths } from '../content/paths';

/** What the Services item takes from the header, in either form (services-menu.tsx, services-dropdown.tsx). */
export type ServicesMenuProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  location: string;
  /** The "Services" link to the overview, shown beside the dropdown's trigger. */
  servicesLink: ReactNode;
  /** Called when a service link is chosen: closes the dropdown and the mobile menu. */
  onNavigate: () => void;
};

export const servicesListClass =
  'grid gap-1 rounded-2xl bg-white p-2 md:w-[34rem] md:grid-cols-2 md:p-3 md:shadow-xl md:ring-1 md:ring-ink-200 forced-colors:border-2';

export const serviceLinkClass =
  'flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-medium text-ink-900 hover:bg-brand-50 hover:text-brand-800 aria-[current]:bg-brand-50 aria-[current]:text-brand-800 forced-colors:aria-[current]:underline';

/**
 * Where the plain list sits: as ui/navigation-menu.tsx places the dropdown's panel (in the page flow on small
 * screens, hanging below the header on wide ones). Not imported from there, which would bring Radix into the first load.
 */
export const servicesPanelClass = 'md:absolute md:top-full md:left-1/2 md:z-50 md:-translate-x-1/2 md:pt-2';

export function serviceLinks(location: string) {
  return services.map((service) => {
    const href = paths.service(service.slug);
    return { key: service.slug, href, label: service.menuLabel, isCurrent: location === href };
  });
}
