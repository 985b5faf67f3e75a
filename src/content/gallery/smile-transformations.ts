import { defineGalleryPage } from './define';
import { plural } from '../../lib/plural';
import type { TransformationCase } from './types';

const cases: [string, string, string, string[]][] = [
  [
    'Complete Smile Makeover',
    '3 months',
    'Whitening, veneers and gum contouring for an even, bright smile.',
    ['Whitening', 'Porcelain veneers', 'Gum contouring'],
  ],
  [
    'Implant Smile Restoration',
    '6 months',
    'Missing back teeth replaced so the patient can chew on both sides.',
    ['Bone grafting', 'Dental implants', 'Ceramic crowns'],
  ],
  [
    'Orthodontic Alignment',
    '18 months',
    'Crowding and an overbite corrected with braces.',
    ['Metal braces', 'Retainers'],
  ],
  [
    'Worn Teeth Rebuild',
    '2 months',
    'Teeth worn down by grinding rebuilt to their original length.',
    ['Crowns', 'Night guard'],
  ],
  [
    'Gummy Smile Correction',
    '1 month',
    'Gum reshaping revealed more of the teeth for a balanced smile.',
    ['Gum contouring', 'Bonding'],
  ],
  [
    'Aligner Makeover',
    '12 months',
    'Clear aligners followed by whitening for a straight, bright result.',
    ['Clear aligners', 'Whitening', 'Retainers'],
  ],
  [
    'Denture to Implants',
    '5 months',
    'A loose denture replaced with an implant-supported one.',
    ['Implants', 'Implant-supported denture'],
  ],
  [
    'Chipped Front Teeth Repair',
    '1 visit',
    'Sports injury repaired with bonding in one appointment.',
    ['Composite bonding', 'Polishing'],
  ],
];

export default defineGalleryPage<TransformationCase>({
  title: 'Smile Transformations',
  // Counted from the cases, each shown before and after, so the intro names the images the page shows (issue 18).
  subtitle: `Bigger changes, with every procedure that went into them: ${plural(cases.length, 'case')} in ${plural(cases.length * 2, 'before-and-after image')}.`,
  items: cases.map(([transformationType, duration, description, procedures], index): TransformationCase => ({
    id: index + 1,
    transformationType,
    duration,
    description,
    procedures,
    seoKeywords: procedures.map((procedure) => procedure.toLowerCase()),
    beforeImage: `/images/gallery/transformations/${index + 1}-before.svg`,
    afterImage: `/images/gallery/transformations/${index + 1}-after.svg`,
  })),
  toCard: (item) => ({
    title: item.transformationType,
    badge: item.duration,
    summary: item.description,
    tags: item.procedures,
    actionLabel: 'View Details',
    images: [`Before: ${item.transformationType}`, `After: ${item.transformationType}`],
  }),
  toDetails: (item) => ({
    title: item.transformationType,
    facts: [{ label: 'Duration', value: item.duration }],
    description: item.description,
    lists: [
      { label: 'Procedures', items: item.procedures },
      { label: 'Keywords', items: item.seoKeywords },
    ],
    images: [`Before: ${item.transformationType}`, `After: ${item.transformationType}`],
  }),
});
