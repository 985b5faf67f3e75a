import { defineGalleryPage } from './define';
import type { Award } from './types';

const awards: [string, string, string, string, string, string][] = [
  [
    'Patient Care Excellence Award',
    'Clinical excellence',
    '2023',
    'Recognized for consistently high patient satisfaction and careful treatment planning.',
    'Riverton Dental Society',
    'Voted by patients and peers across the region.',
  ],
  [
    'Community Service Honor',
    'Community',
    '2022',
    'For free dental camps and school brushing programs.',
    'Greenfield Civic Council',
    'Recognizes years of free camps and brushing lessons in local schools.',
  ],
  [
    'Infection Control Certification',
    'Safety',
    '2023',
    'Full marks in an independent audit of sterilization and hygiene.',
    'Regional Health Standards Board',
    'Confirms hospital-grade sterilization for every instrument.',
  ],
  [
    'Best New Clinic',
    'Business',
    '2019',
    'Named the area’s best new healthcare practice.',
    'Lakeshore Business Forum',
    'Our first award, three years after opening.',
  ],
];

export default defineGalleryPage<Award>({
  title: 'Awards & Recognition',
  subtitle: 'Honors for our care, our safety standards and our community work.',
  items: awards.map(([title, type, year, description, organization, significance], index): Award => ({
    id: index + 1,
    title,
    type,
    year,
    description,
    organization,
    significance,
    image: `/images/gallery/awards/${index + 1}.svg`,
  })),
  toCard: (item) => ({
    title: item.title,
    badge: item.year,
    summary: item.description,
    meta: [item.organization],
    actionLabel: 'View Details',
    images: [item.title],
  }),
  toDetails: (item) => ({
    title: item.title,
    facts: [
      { label: 'Type', value: item.type },
      { label: 'Year', value: item.year },
      { label: 'Organization', value: item.organization },
    ],
    description: item.description,
    lists: [{ label: 'Significance', items: [item.significance] }],
    images: [item.title],
  }),
});
