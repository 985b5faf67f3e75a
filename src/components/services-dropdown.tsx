/**
 * The Services dropdown as Radix NavigationMenu (issue 2). This module is fetched on the visitor's first
 * interaction (see services-menu.tsx), so the ~12 KB of the primitive stay out of the JavaScript every page loads
 * before interaction.
 */
import { Link } from 'wouter';
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from '../ui/navigation-menu';
import { serviceLinkClass, serviceLinks, servicesListClass, type ServicesMenuProps } from './services-links';

const SERVICES_MENU = 'services';

export default function ServicesDropdown({
  isOpen,
  onOpenChange,
  location,
  servicesLink,
  onNavigate,
}: ServicesMenuProps) {
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
              <NavigationMenuTrigger
                aria-label="Service pages"
                data-testid="services-trigger"
                data-tap-key="services-trigger"
              />
            </div>
            <NavigationMenuContent data-testid="services-menu">
              <ul className={servicesListClass}>
                {serviceLinks(location).map((link) => (
                  <li key={link.key}>
                    <NavigationMenuLink asChild active={link.isCurrent}>
                      <Link
                        href={link.href}
                        aria-current={link.isCurrent ? 'page' : undefined}
                        onClick={onNavigate}
                        className={serviceLinkClass}
                      >
                        {link.label}
                      </Link>
                    </NavigationMenuLink>
                  </li>
                ))}
              </ul>
            </NavigationMenuContent>
          </NavigationMenuItem>
        </NavigationMenuList>
      </div>
    </NavigationMenu>
  );
}
