/**
 * schema.org JSON-LD for the prerendered <head> (issue 7). Built from the clinic module, so it never disagrees with
 * the page.
 */
import { clinic } from './content/clinic';
import { to24HourClock } from './lib/opening-hours';
import { routeDescription } from './route-descriptions';
import type { AppRoute, Crumb } from './routes';

type JsonLd = Record<string, unknown>;

const absolute = (path: string) => clinic.siteOrigin + path;

/**
 * Opening hours as the spec reports them (§9), read from the clinic module: the home and contact pages disagree, so
 * both ranges are listed.
 */
function openingHours(): JsonLd[] {
  const { home, contactTable } = clinic.hours;
  const [tableOpens = '', tableCloses = ''] = contactTable.hours.split(' - ');
  return [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...home.dayList],
      opens: to24HourClock(home.open),
      closes: to24HourClock(home.close),
    },
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...contactTable.days],
      opens: to24HourClock(tableOpens),
      closes: to24HourClock(tableCloses),
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
    telephone: clinic.phones.main.e164,
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

function medicalProcedureJsonLd(page: { path: string; title: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalProcedure',
    name: page.title,
    description: routeDescription(page.path),
    url: absolute(page.path),
    provider: { '@type': 'Dentist', '@id': absolute('/#dentist'), name: clinic.name },
  };
}

/** Crumbs from the home page down to the page itself. */
function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
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

/** The JSON-LD of a route's <head>, from what its entry in the route table says it is. */
export function structuredDataFor(route: AppRoute): JsonLd[] {
  const data: JsonLd[] = [];
  if (route.schema === 'Dentist') data.push(dentistJsonLd());
  if (route.schema === 'MedicalProcedure') data.push(medicalProcedureJsonLd(route));
  if (route.breadcrumbs) data.push(breadcrumbJsonLd(route.breadcrumbs));
  return data;
}
