/**
 * schema.org JSON-LD for the prerendered <head> (issue 7). Built from the clinic module, so it never disagrees with
 * the page.
 */
import { clinic } from './content/clinic';

type JsonLd = Record<string, unknown>;

const absolute = (path: string) => clinic.siteOrigin + path;

/** Opening hours as the spec reports them (§9); the home and contact pages disagree, so both ranges are listed. */
function openingHours(): JsonLd[] {
  const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  return [
    { '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens: '09:00', closes: '22:00' },
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...clinic.hours.contactTable.days],
      opens: '10:00',
      closes: '22:00',
    },
  ];
}

export function dentistJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Dentist',
    '@id': absolute('/#dentist'),
    name: clinic.name,
    description: clinic.description,
    url: absolute('/'),
    image: absolute('/images/og-share.png'),
    logo: absolute('/favicon.svg'),
    telephone: clinic.phones.callButton.e164,
    email: clinic.email,
    priceRange: '$$',
    address: {
      '@type': 'PostalAddress',
      streetAddress: clinic.address.street,
      addressLocality: clinic.address.city,
      addressRegion: clinic.address.region,
      postalCode: clinic.address.postalCode,
      addressCountry: clinic.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: clinic.geo.latitude, longitude: clinic.geo.longitude },
    openingHoursSpecification: openingHours(),
    sameAs: Object.values(clinic.social).flatMap((link) => (link.href ? [link.href] : [])),
  };
}

export function medicalProcedureJsonLd(page: { path: string; title: string; description: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalProcedure',
    name: page.title,
    description: page.description,
    url: absolute(page.path),
    provider: { '@type': 'Dentist', '@id': absolute('/#dentist'), name: clinic.name },
  };
}

/** Crumbs from the home page down to the page itself. */
export function breadcrumbJsonLd(crumbs: readonly { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}
