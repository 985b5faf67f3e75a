/** Where a service page's buttons lead, and the closing band's buttons in order: one list for the page and its tests. */
import { clinic, telHref } from '../clinic';
import { paths } from '../paths';
import type { ClosingBandContent, HeroAction, LinkAction } from './types';

/** The spec's label for the closing band's link to the contact page (§2), unless a page names its own. */
export const contactUsLabel = 'Contact Us';

/** The closing band's buttons, in order: the page's own call button if any, "Call Now", then one link to /contact. */
export function closingActions(callToAction: ClosingBandContent): readonly LinkAction[] {
  return [
    ...(callToAction.extraAction ? [callToAction.extraAction] : []),
    { kind: 'call', label: 'Call Now', phone: callToAction.phone },
    { kind: 'contact', label: callToAction.contactLabel ?? contactUsLabel },
  ];
}

/** The href a button leads to: the contact page, a `tel:` link to one of the clinic's numbers, or a section below. */
export function actionHref(action: HeroAction): string {
  switch (action.kind) {
    case 'contact':
      return paths.contact();
    case 'call':
      return telHref(clinic.phones[action.phone]);
    case 'anchor':
      return `#${action.targetId}`;
  }
}
