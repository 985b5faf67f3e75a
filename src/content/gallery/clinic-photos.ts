import { defineGalleryPage } from './define';
import { titleCase } from './text';
import type { ClinicPhoto } from './types';

const photos: [string, ClinicPhoto['area'], string, ClinicPhoto['features']][] = [
  [
    'Reception Desk',
    'reception',
    'A bright, welcoming front desk where every visit begins.',
    ['Friendly staff', 'Quick check-in', 'Accessible counter', 'Clear signage'],
  ],
  [
    'Main Entrance',
    'reception',
    'A step-free entrance with automatic doors.',
    ['Wheelchair access', 'Covered drop-off', 'Parking nearby', 'Well lit'],
  ],
  [
    'Family Waiting Area',
    'waiting',
    'Comfortable seating with space for prams and wheelchairs.',
    ['Natural light', 'Comfortable sofas', 'Water station', 'Wi-Fi'],
  ],
  [
    'Children’s Corner',
    'waiting',
    'Books and quiet toys for young patients.',
    ['Picture books', 'Soft play mat', 'Child-safe', 'Next to parents’ seats'],
  ],
  [
    'Treatment Room One',
    'treatment',
    'A calm room with a ceiling screen for distraction.',
    ['Ceiling screen', 'Ergonomic chair', 'Natural light', 'Private'],
  ],
  [
    'Surgical Suite',
    'treatment',
    'A dedicated room for implants and extractions.',
    ['Sterile setup', 'Sedation monitoring', 'Surgical lighting', 'Recovery chair'],
  ],
  [
    'Imaging Room',
    'equipment',
    'Digital X-ray and cone-beam CT in one place.',
    ['Low-dose X-rays', '3D imaging', 'Instant results', 'Lead protection'],
  ],
  [
    'Sterilization Center',
    'equipment',
    'Where every instrument is cleaned, sterilized and tracked.',
    ['Class B autoclave', 'Sealed pouches', 'Daily testing', 'Clean-to-dirty flow'],
  ],
  [
    'Crown Milling Unit',
    'equipment',
    'Same-day crowns designed and milled on site.',
    ['Digital design', 'Ceramic blocks', 'One-visit crowns', 'Shade matching'],
  ],
  [
    'Our Team at Work',
    'staff',
    'Dentists and assistants preparing for the day.',
    ['Morning huddle', 'Case planning', 'Ongoing training', 'Friendly faces'],
  ],
];

export default defineGalleryPage<ClinicPhoto>({
  title: 'Clinic Photos',
  subtitle: 'A look around the clinic before your visit.',
  items: photos.map(([title, area, description, features], index): ClinicPhoto => ({
    id: index + 1,
    title,
    area,
    description,
    features,
    image: `/images/gallery/clinic/${index + 1}.svg`,
  })),
  toCard: (item) => ({
    title: item.title,
    badge: titleCase(item.area),
    summary: item.description,
    tags: item.features,
    actionLabel: 'View Details',
    images: [item.title],
  }),
  toDetails: (item) => ({
    title: item.title,
    facts: [{ label: 'Area', value: titleCase(item.area) }],
    description: item.description,
    lists: [{ label: 'Features', items: item.features }],
    images: [item.title],
  }),
});
