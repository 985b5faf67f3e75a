import { Link } from 'wouter';
import { CalendarCheck, Phone } from 'lucide-react';
import { clinic } from '../content/clinic';
import { actionHref } from '../content/services/actions';
import type { HeroAction } from '../content/services/types';
import { Button, type ButtonProps } from '../ui/button';

/** A button from a page's content: to the contact page, to one of the clinic's numbers, or to a section below. */
export function ActionButton({ action, variant }: { action: HeroAction; variant: ButtonProps['variant'] }) {
  const href = actionHref(action);
  switch (action.kind) {
    case 'contact':
      return (
        <Button asChild variant={variant} size="lg">
          <Link href={href}>
            <CalendarCheck aria-hidden="true" />
            {action.label}
          </Link>
        </Button>
      );
    case 'call':
      return (
        <Button asChild variant={variant} size="lg">
          <a href={href}>
            <Phone aria-hidden="true" />
            {action.label}
            <span className="sr-only">: {clinic.phones[action.phone].display}</span>
          </a>
        </Button>
      );
    case 'anchor':
      return (
        <Button asChild variant={variant} size="lg">
          <a href={href}>{action.label}</a>
        </Button>
      );
  }
}
