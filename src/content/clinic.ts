/**
 * The clinic's identity: every page, the footer, the structured data and the tests read these values from here,
 * so a rebrand is an edit to this file alone. The clinic is fictional: telephone numbers sit in the 555-01xx
 * block reserved for fiction, and the e-mail is on the reserved `.example` top-level domain.
 */

export type PhoneNumber = {
  /** As printed on the page. */
  display: string;
  /** E.164, for `tel:` links and structured data. */
  e164: string;
};

/** BOOKING_ENDPOINT at build time (vite.config.ts); outside a Vite build (scripts, Playwright) it is not defined. */
const buildBookingEndpoint = typeof __BOOKING_ENDPOINT__ === 'string' ? __BOOKING_ENDPOINT__ : '';

function phone(display: string): PhoneNumber {
  return { display, e164: '+1' + display.replace(/\D/g, '') };
}

export const clinic = {
  name: 'Pearlcrest Dental & Implant Centre',
  shortName: 'Pearlcrest Dental',
  tagline: 'Gentle care, confident smiles',
  description:
    'A multi-specialty dental clinic and implant center in Greenfield, Riverton: preventive, cosmetic, ' +
    'restorative, orthodontic, pediatric and emergency dentistry under one roof.',
  founded: 2016,
  city: 'Riverton',
  suburb: 'Greenfield',
  address: {
    street: '42 Lakeshore Avenue, Suite 3',
    locality: 'Greenfield',
    city: 'Riverton',
    region: 'RV',
    postalCode: '56078',
    country: 'US',
    /** One line, for cards and the footer. */
    oneLine: '42 Lakeshore Avenue, Suite 3, Greenfield, Riverton 56078',
  },
  geo: { latitude: 40.7433, longitude: -73.9891 },
  /** The clinic's wall clock: "open now" is computed on it, whatever the visitor's own time zone (IANA name). */
  timeZone: 'America/New_York',
  /**
   * The spec reports several clinic numbers (§9) and leaves their values to us (issue 18): a patient sees one main
   * number everywhere (call button, footer, contact card, calls to action) and, labelled as such, one emergency line.
   */
  phones: {
    main: phone('(202) 555-0142'),
    emergency: phone('(202) 555-0199'),
  },
  email: 'care@pearlcrest-dental.example',
  /**
   * Where the booking form sends appointment requests (README "Appointment requests"): an HTTPS URL, or empty for the
   * specification's behaviour (the request is logged and confirmed, nothing is sent). Set it here, or at build time
   * with the BOOKING_ENDPOINT environment variable, which wins. The build adds its origin to the
   * Content-Security-Policy's connect-src (scripts/build/prerender.ts).
   */
  bookingEndpoint: buildBookingEndpoint || '',
  /**
   * The spec's hours disagree and it reports both (§9): the home page says Monday to Saturday 9 to 10, the
   * contact page's table says every day 10 to 10, and a side box there says every day 9 to 10.
   */
  hours: {
    home: {
      days: 'Monday to Saturday',
      /** The same days, named one by one for structured data. */
      dayList: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      open: '9:00 AM',
      close: '10:00 PM',
    },
    contactTable: {
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      hours: '10:00 AM - 10:00 PM',
    },
    contactSideBox: 'Mon-Sun 9:00 AM - 10:00 PM',
  },
  social: {
    instagram: { label: 'Instagram', href: 'https://www.instagram.com/pearlcrestdental' },
    youtube: { label: 'YouTube', href: 'https://www.youtube.com/@pearlcrestdental' },
    /** Placeholders in the spec (§2): shown as not available yet, never as a dead link. */
    facebook: { label: 'Facebook', href: null },
    linkedin: { label: 'LinkedIn', href: null },
  },
  map: {
    /** OpenStreetMap's embeddable view: no API key, no cookies. */
    embedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=-73.9951%2C40.7393%2C-73.9831%2C40.7473&layer=mapnik&marker=40.7433%2C-73.9891',
    directionsUrl: 'https://www.openstreetmap.org/directions?to=40.7433%2C-73.9891',
    frameOrigin: 'https://www.openstreetmap.org',
  },
  /** The production origin; canonical URLs, the sitemap and structured data are built from it. */
  siteOrigin: 'https://www.pearlcrest-dental.example',
} as const;

export function telHref(number: PhoneNumber): string {
  return `tel:${number.e164}`;
}

export function mailtoHref(address: string = clinic.email): string {
  return `mailto:${address}`;
}
