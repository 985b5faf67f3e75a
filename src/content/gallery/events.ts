import { defineGalleryPage } from './define';
import { plural } from '../../lib/plural';
import { titleCase } from './text';
import type { GalleryEvent } from './types';

// Most recent first, as a patient expects of a list of past events; tests/unit/content/consistency.test.ts keeps
// the order.
const events: [string, GalleryEvent['type'], string, string, string, number][] = [
  [
    'Caring for Senior Smiles',
    'seminar',
    'October 5, 2024',
    'Denture care and dry-mouth advice for older adults and caregivers.',
    'Senior Citizens’ Center',
    60,
  ],
  [
    'Implant Dentistry Seminar',
    'seminar',
    'August 24, 2024',
    'A talk for patients on what implant treatment involves.',
    'Clinic seminar room',
    45,
  ],
  [
    'School Brushing Program',
    'community',
    'June 12, 2024',
    'Brushing lessons and kits for elementary school children.',
    'Riverton Public School',
    320,
  ],
  [
    'Oral Cancer Awareness Walk',
    'awareness',
    'April 7, 2024',
    'A morning walk and free oral cancer screenings.',
    'Lakeshore Park',
    180,
  ],
  [
    'World Oral Health Day Drive',
    'awareness',
    'March 20, 2024',
    'Information stalls on gum health and diet.',
    'Greenfield Market',
    150,
  ],
  [
    'Free Dental Check-up Camp',
    'community',
    'February 17, 2024',
    'Free screenings and advice for families in the neighborhood.',
    'Greenfield Community Hall',
    240,
  ],
];

export default defineGalleryPage<GalleryEvent>({
  title: 'Events',
  subtitle: 'Out in the community: camps, seminars and awareness drives.',
  items: events.map(([title, type, date, description, location, attendees], index): GalleryEvent => ({
    id: index + 1,
    title,
    type,
    date,
    description,
    location,
    attendees,
    image: `/images/gallery/events/${index + 1}.svg`,
  })),
  toCard: (item) => ({
    title: item.title,
    badge: titleCase(item.type),
    summary: item.description,
    meta: [item.date, item.location, plural(item.attendees, 'attendee')],
    actionLabel: 'View Details',
    images: [item.title],
  }),
  toDetails: (item) => ({
    title: item.title,
    facts: [
      { label: 'Type', value: titleCase(item.type) },
      { label: 'Date', value: item.date },
      { label: 'Location', value: item.location },
      { label: 'Attendance', value: plural(item.attendees, 'attendee') },
    ],
    description: item.description,
    images: [item.title],
  }),
});
