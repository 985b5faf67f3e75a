import { defineGalleryPage } from './define';
import { titleCase } from './text';
import type { TechnologyItem } from './types';

const technology: [string, TechnologyItem['category'], string, string[], string[]][] = [
  [
    'Cone-Beam CT Scanner',
    'imaging',
    '3D images of teeth, bone and nerves for safe implant and surgery planning.',
    ['Precise implant placement', 'Low radiation dose', 'Clear view of roots'],
    ['3D volume imaging', 'Scan time under 20 seconds', 'Adjustable field of view'],
  ],
  [
    'Intraoral Scanner',
    'digital',
    'A wand that captures a 3D model of your teeth in minutes.',
    ['No impression trays', 'Accurate fit', 'See your scan on screen'],
    ['Color 3D capture', 'Full arch in about a minute', 'Secure cloud sharing'],
  ],
  [
    'Same-Day Crown Milling',
    'restoration',
    'Crowns designed on screen and milled from ceramic during your visit.',
    ['One appointment', 'No temporary crown', 'Natural shade'],
    ['Ceramic and zirconia blocks', 'Digital design software', 'Milling in about 15 minutes'],
  ],
  [
    'Digital X-Ray Sensors',
    'imaging',
    'Instant radiographs with a fraction of the radiation of film.',
    ['Images in seconds', 'Less radiation', 'Easy to compare over time'],
    ['High-resolution sensor', 'Instant display', 'Secure digital records'],
  ],
  [
    'Rotary Endodontic System',
    'treatment',
    'Flexible, motor-driven files that shape root canals smoothly.',
    ['Shorter appointments', 'Gentler treatment', 'Consistent results'],
    ['Nickel-titanium files', 'Torque-controlled motor', 'Integrated apex locator'],
  ],
];

export default defineGalleryPage<TechnologyItem>({
  title: 'Technology Showcase',
  subtitle: 'The equipment that makes treatment more precise and more comfortable.',
  items: technology.map(([name, category, description, benefits, specifications], index): TechnologyItem => ({
    id: index + 1,
    name,
    category,
    description,
    benefits,
    specifications,
    image: `/images/gallery/technology/${index + 1}.svg`,
  })),
  toCard: (item) => ({
    title: item.name,
    badge: titleCase(item.category),
    summary: item.description,
    tags: item.benefits,
    actionLabel: 'View Details',
    images: [item.name],
  }),
  toDetails: (item) => ({
    title: item.name,
    facts: [{ label: 'Category', value: titleCase(item.category) }],
    description: item.description,
    lists: [
      { label: 'Benefits', items: item.benefits },
      { label: 'Specifications', items: item.specifications },
    ],
    images: [item.name],
  }),
});
