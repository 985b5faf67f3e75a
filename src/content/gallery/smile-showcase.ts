import { defineGalleryPage } from './define';
import { categoryLabel } from './filters';
import type { Category, ShowcaseItem } from './types';

/** Filter buttons, All first (spec §9 showcase categories); their names also label each item's category. */
const categories: readonly Category[] = [
  { id: 'all', name: 'All' },
  { id: 'cosmetic', name: 'Cosmetic' },
  { id: 'implant', name: 'Implant' },
  { id: 'orthodontics', name: 'Orthodontics' },
  { id: 'restoration', name: 'Restoration' },
];

const items: [string, string, string, string, number, number][] = [
  ['Bright and Even', 'cosmetic', 'Whitening and two veneers', 'Whitening, veneers', 34, 98],
  ['Wedding-Ready Smile', 'cosmetic', 'In-office whitening before a wedding', 'Whitening', 28, 100],
  ['Natural Veneers', 'cosmetic', 'Six thin porcelain veneers', 'Porcelain veneers', 41, 97],
  ['Chip Repair', 'cosmetic', 'Bonding on two front teeth', 'Composite bonding', 19, 95],
  ['Gap Closed', 'cosmetic', 'A front gap closed with bonding', 'Composite bonding', 25, 96],
  [
    'Front Tooth Implant',
    'implant',
    'An implant replaced a front tooth lost in an accident',
    'Single implant',
    37,
    99,
  ],
  ['Confident Chewing', 'implant', 'Two implants replaced lower molars', 'Multiple implants', 58, 97],
  ['Secure Denture', 'implant', 'A denture that clicks onto four implants', 'Implant-supported denture', 67, 94],
  ['Full Arch', 'implant', 'A fixed full-arch bridge on implants', 'Full arch restoration', 62, 98],
  ['Implant Bridge', 'implant', 'A three-tooth bridge on two implants', 'Implant bridge', 49, 93],
  ['Straight at Sixteen', 'orthodontics', 'Braces corrected crowding', 'Metal braces', 16, 99],
  ['Adult Aligners', 'orthodontics', 'Clear aligners straightened a relapse', 'Clear aligners', 32, 100],
  ['Overbite Corrected', 'orthodontics', 'Ceramic braces fixed a deep overbite', 'Ceramic braces', 22, 96],
  ['Crossbite Fixed', 'orthodontics', 'Early treatment widened the upper jaw', 'Early orthodontics', 9, 97],
  ['Discreet Braces', 'orthodontics', 'Lingual braces for a busy professional', 'Lingual braces', 29, 95],
  ['Crowned Molar', 'restoration', 'A cracked molar saved with a crown', 'Same-day crown', 45, 98],
  ['Root Canal and Crown', 'restoration', 'An infected tooth saved and restored', 'Root canal and crown', 38, 97],
  ['Bridge Replacement', 'restoration', 'An old bridge replaced with ceramic', 'Ceramic bridge', 55, 94],
  ['White Fillings', 'restoration', 'Dark fillings replaced with composite', 'Composite fillings', 31, 99],
  ['Rebuilt Bite', 'restoration', 'Worn teeth rebuilt with crowns', 'Full-mouth rehabilitation', 60, 100],
];

export default defineGalleryPage<ShowcaseItem>({
  title: 'Smile Showcase',
  subtitle: 'Twenty smiles we are proud of. Filter by the kind of treatment.',
  categories,
  categoryOf: (item) => item.category,
  items: items.map(([title, category, description, treatment, age, satisfaction], index): ShowcaseItem => ({
    id: index + 1,
    title,
    category,
    description,
    treatment,
    patientAge: `${age} years`,
    satisfaction,
    image: `/images/gallery/showcase/${index + 1}.svg`,
  })),
  toCard: (item) => ({
    title: item.title,
    badge: categoryLabel(item.category, categories),
    summary: item.description,
    meta: [item.treatment, `${item.satisfaction}% satisfied`],
    actionLabel: 'View Details',
    images: [item.title],
  }),
  toDetails: (item) => ({
    title: item.title,
    facts: [
      { label: 'Treatment', value: item.treatment },
      { label: 'Patient age', value: item.patientAge },
      { label: 'Category', value: categoryLabel(item.category, categories) },
      { label: 'Satisfaction', value: `${item.satisfaction}%` },
    ],
    description: item.description,
    images: [item.title],
  }),
});
