import { defineGalleryPage } from './define';
import type { BeforeAfterCase } from './types';

const cases: [string, string, string, string[]][] = [
  [
    'Porcelain Veneers',
    '2 weeks',
    'Six veneers closed gaps and evened out worn, discolored front teeth.',
    ['porcelain veneers', 'smile makeover', 'cosmetic dentistry'],
  ],
  [
    'Professional Teeth Whitening',
    '1 visit',
    'In-office whitening lifted coffee and tea stains by several shades.',
    ['teeth whitening', 'stain removal'],
  ],
  [
    'Single Dental Implant',
    '4 months',
    'A missing front tooth replaced with an implant and a matched ceramic crown.',
    ['dental implant', 'tooth replacement'],
  ],
  [
    'Clear Aligner Treatment',
    '14 months',
    'Crowded lower teeth straightened with clear aligners.',
    ['clear aligners', 'crowded teeth', 'orthodontics'],
  ],
  [
    'Composite Bonding',
    '1 visit',
    'Chipped edges rebuilt with tooth-colored resin in a single appointment.',
    ['dental bonding', 'chipped tooth repair'],
  ],
  [
    'Full-Mouth Rehabilitation',
    '6 months',
    'Worn and broken teeth restored with crowns and implants for a healthy bite.',
    ['full mouth rehabilitation', 'crowns', 'implants'],
  ],
];

export default defineGalleryPage<BeforeAfterCase>({
  title: 'Before & After',
  subtitle: 'Treatment results side by side, with what was done and how long it took.',
  items: cases.map(([treatment, duration, description, seoKeywords], index): BeforeAfterCase => ({
    id: index + 1,
    treatment,
    duration,
    description,
    seoKeywords,
    beforeImage: `/images/gallery/before-after/${index + 1}-before.svg`,
    afterImage: `/images/gallery/before-after/${index + 1}-after.svg`,
  })),
  toCard: (item) => ({
    title: item.treatment,
    badge: item.duration,
    summary: item.description,
    actionLabel: 'View Details',
    images: [`Before: ${item.treatment}`, `After: ${item.treatment}`],
  }),
  toDetails: (item) => ({
    title: item.treatment,
    facts: [
      { label: 'Treatment', value: item.treatment },
      { label: 'Duration', value: item.duration },
    ],
    description: item.description,
    lists: [{ label: 'Keywords', items: item.seoKeywords }],
    images: [`Before: ${item.treatment}`, `After: ${item.treatment}`],
  }),
});
