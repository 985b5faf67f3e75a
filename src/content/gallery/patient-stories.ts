import { storyPreview } from './text';
import type { GalleryPageContent, PatientStory } from './types';

const stories: [string, string, string][] = [
  [
    'Dental Implant',
    '5 months',
    'I lost a front tooth in a cycling accident and hid my smile for a year. The team planned an implant with a 3D scan, explained every stage, and made me a temporary tooth so I was never without one. Now nobody can tell which tooth is the implant, and I smile in photos again.',
  ],
  [
    'Root Canal Treatment',
    '2 visits',
    'I had put off a throbbing molar for weeks because I was afraid of root canals. The treatment was honestly easier than a filling I had as a child. The doctor checked on me the next day, and the pain I had lived with was simply gone.',
  ],
  [
    'Clear Aligners',
    '12 months',
    'As a teacher I did not want metal braces. Clear aligners straightened my crowded teeth in a year, and my students never noticed. The digital preview at the start kept me motivated through every new set of trays.',
  ],
  [
    'Children’s Dentistry',
    '1 day',
    'My daughter was terrified after a bad experience elsewhere. Here they let her hold the mirror, counted her teeth with her and gave her a sticker for being brave. She now reminds me when her next check-up is due.',
  ],
  [
    'Teeth Whitening',
    '1 day',
    'Years of coffee had left my teeth yellow. One in-office whitening session before my daughter’s wedding made a real difference, with no sensitivity at all. I now book a cleaning every six months to keep it that way.',
  ],
  [
    'Gum Treatment',
    '3 months',
    'My gums bled every time I brushed and I thought that was normal. After deep cleaning and a simple routine at home, the bleeding stopped within weeks. The hygienist showed me exactly where I was missing.',
  ],
  [
    'Full-Mouth Rehabilitation',
    '6 months',
    'Grinding had worn my teeth down so far that eating was painful. A careful plan of crowns and two implants rebuilt my bite in stages. I can eat anything again, and I wear a night guard to protect the work.',
  ],
  [
    'Emergency Care',
    '1 day',
    'I cracked a tooth on a Sunday evening and expected to wait until Monday. They saw me within the hour, eased the pain and fitted a crown later that week. Calm, kind and quick when I needed it most.',
  ],
];

export default {
  slug: 'patient-stories',
  title: 'Patient Stories',
  subtitle: 'Real experiences, shared by our patients (names withheld).',
  items: stories.map(([treatment, duration, story], index): PatientStory => ({
    id: index + 1,
    treatment,
    duration,
    story,
    rating: 5,
    seoKeywords: `${treatment.toLowerCase()}, patient story, dental clinic`,
    image: `/images/gallery/stories/${index + 1}.svg`,
  })),
  toCard: (item) => ({
    title: item.treatment,
    badge: item.duration,
    summary: storyPreview(item.story),
    rating: item.rating,
    actionLabel: 'Read Full Story',
    images: [item.treatment],
  }),
  toDetails: (item) => ({
    title: item.treatment,
    facts: [
      { label: 'Treatment', value: item.treatment },
      { label: 'Duration', value: item.duration },
      { label: 'Rating', value: `${item.rating}/5` },
    ],
    description: item.story,
    rating: item.rating,
    lists: [{ label: 'Keywords', items: item.seoKeywords.split(', ') }],
    images: [item.treatment],
  }),
} satisfies GalleryPageContent<PatientStory>;
