import type { ComponentProps } from 'react';
import * as NavigationMenuPrimitive from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';

export const NavigationMenuLink = NavigationMenuPrimitive.Link;

export function NavigationMenu({ className, ...props }: ComponentProps<typeof NavigationMenuPrimitive.Root>) {
  return (
    <NavigationMenuPrimitive.Root data-slot="navigation-menu" className={cn('relative', className)} {...props} />
  );
}

export function NavigationMenuList({ className, ...props }: ComponentProps<typeof NavigationMenuPrimitive.List>) {
  return (
    <NavigationMenuPrimitive.List data-slot="navigation-menu-list" className={cn('flex', className)} {...props} />
  );
}

export function NavigationMenuItem({ className, ...props }: ComponentProps<typeof NavigationMenuPrimitive.Item>) {
  return (
    <NavigationMenuPrimitive.Item
      data-slot="navigation-menu-item"
      className={cn('relative', className)}
      {...props}
    />
  );
}

/**
 * The disclosure button of a dropdown: a chevron that turns while open. Give it an accessible name.
 *
 * Radix renders an `aria-hidden` focus proxy after an open trigger; our patch (patches/, radix-ui/primitives#3085)
 * takes it out of the Tab order so no hidden element is tabbable. Tab from the open trigger then focuses the proxy
 * from here, which is what carries focus into the content (and back into it after the visitor left it once).
 */
export function NavigationMenuTrigger({
  className,
  onKeyDown,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  return (
    <NavigationMenuPrimitive.Trigger
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const proxy = event.currentTarget.nextElementSibling;
        const isOpen = event.currentTarget.getAttribute('data-state') === 'open';
        if (
          event.key === 'Tab' &&
          !event.shiftKey &&
          isOpen &&
          proxy instanceof HTMLElement &&
          !event.defaultPrevented
        ) {
          event.preventDefault();
          proxy.focus();
        }
      }}
      data-slot="navigation-menu-trigger"
      className={cn(
        'group inline-flex size-11 items-center justify-center rounded-full text-ink-700 hover:bg-brand-50 data-[state=open]:bg-brand-50 forced-colors:border',
        className,
      )}
      {...props}
    >
      <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
    </NavigationMenuPrimitive.Trigger>
  );
}

/**
 * The dropdown panel. It renders inside its item (no shared viewport), so on small screens it sits in the page
 * flow and on wide screens it hangs below the header; the top padding bridges trigger and panel so the pointer
 * never leaves the item on its way down.
 */
export function NavigationMenuContent({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return (
    <NavigationMenuPrimitive.Content
      data-slot="navigation-menu-content"
      className={cn('md:absolute md:top-full md:left-1/2 md:z-50 md:-translate-x-1/2 md:pt-2', className)}
      {...props}
    />
  );
}
