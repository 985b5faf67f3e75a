/**
 * The Services dropdown as Radix NavigationMenu (issue 2). This module is fetched on the visitor's first
 * interaction (see services-menu.tsx), so the ~12 KB of the primitive stay out of the JavaScript every page loads
 * before interaction.
 */
import { Link } from 'wouter';
import { services } from '../content/services';
import { paths } from '../lib/paths';
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from '../ui/navigation-menu';
import type { ServicesMenuProps } from './services-menu';

const SERVICES_MENU = 'services';

export default function ServicesDropdown({
  isOpen,
  onOpenChange,
  location,
  servicesLink,
  onNavigate,
  triggerRef,
}: ServicesMenuProps & { triggerRef: (element: HTMLButtonElement | null) => void }) {
  return (
    <NavigationMenu
      asChild
      // Radix names its root "Main" by default; here it is one item inside the labelled main navigation.
      aria-label={undefined}
      value={isOpen ? SERVICES_MENU : ''}
      onValueChange={(value) => onOpenChange(value === SERVICES_MENU)}
    >
      <div>
        <NavigationMenuList className="items-center">
          <NavigationMenuItem
            value={SERVICES_MENU}
            onPointerLeave={(event) => {
              if (event.pointerType === 'mouse') onOpenChange(false);
            }}
          >
            <div className="flex items-center">
              {servicesLink}
              <NavigationMenuTrigger ref={triggerRef} aria-label="Service pages" data-testid="services-trigger" />
            </div>
            <NavigationMenuContent data-testid="services-menu">
              <ul className="grid gap-1 rounded-2xl bg-white p-2 md:w-[34rem] md:grid-cols-2 md:p-3 md:shadow-xl md:ring-1 md:ring-ink-200">
                {services.map((service) => {
                  const href = paths.service(service.slug);
                  const isCurrent = location === href;
                  return (
                    <li key={service.slug}>
                      <NavigationMenuLink asChild active={isCurrent}>
                        <Link
                          href={href}
                          aria-current={isCurrent ? 'page' : undefined}
                          onClick={onNavigate}
                          className="flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-medium text-ink-900 hover:bg-brand-50 hover:text-brand-800 aria-[current]:bg-brand-50 aria-[current]:text-brand-800"
                        >
                          {service.menuLabel}
                        </Link>
                      </NavigationMenuLink>
                    </li>
                  );
                })}
              </ul>
            </NavigationMenuContent>
          </NavigationMenuItem>
        </NavigationMenuList>
      </div>
    </NavigationMenu>
  );
}
