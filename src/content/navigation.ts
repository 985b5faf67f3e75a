import { paths } from './paths';

export type NavEntry = { label: string; href: string; isHome?: boolean; hasServicesMenu?: boolean };

/** The header's main links, in order (spec §2); the 404 page offers the same. */
export const mainNavigation: readonly NavEntry[] = [
  { label: 'Home', href: paths.home(), isHome: true },
  { label: 'Services', href: paths.services(), hasServicesMenu: true },
  { label: 'About Us', href: paths.about() },
  { label: 'Reviews', href: paths.reviews() },
  { label: 'Our Smiles', href: paths.gallery() },
  { label: 'Contact', href: paths.contact() },
];
