import { defineGalleryPage } from './define';
import { storyPreview } from './text';
import type { PatientStory } from './types';

const stories: [string, string, string][] = [
  [
    'Dental Implant',
    '5 months',
    'I lost a front tooth in a cycling accident and hid my smile for a year. The team planned an implant with a 3D scan, explained every stage, and made me a temporary tooth so I was never without one. Now nobody can tell which tooth is the implant, and I smile in photos again.',
  ],
  [
    'Root Canal Treatment',
    '2 visits',
    'I had put off a throbbing molar for weeks because I was afraid of root canals. The doctor talked me through each step before starting, and the treatment was honestly easier than a filling I had as a child. They called to check on me the next day, and the pain I had lived with was simply gone.',
  ],
  [
    'Clear Aligners',
    '12 months',
    'As a teacher I did not want metal braces in front of a classroom. Clear aligners straightened my crowded teeth in a year, and my students never noticed. The digital preview at the start showed me where we were heading, and it kept me motivated through every new set of trays.',
  ],
  [
    'Children’s Dentistry',
    '1 day',
    'My daughter was terrified after a bad experience elsewhere. Here they let her hold the mirror, counted her teeth with her and explained every tool before it went near her mouth. She left with a sticker for being brave, and now she is the one who reminds me when her next check-up is due.',
  ],
  [
    'Teeth Whitening',
    '1 day',
    'Years of coffee had left my teeth yellow, and I wanted to feel confident in the photos at my daughter’s wedding. One in-office whitening session made a real difference, with no sensitivity at all. The team also gave me simple tips to keep the color, and I now book a cleaning every six months.',
  ],
  [
    'Gum Treatment',
    '3 months',
    'My gums bled every time I brushed and I honestly thought that was normal. After a deep cleaning and a simple routine at home, the bleeding stopped within weeks. The hygienist showed me exactly which spots I was missing and never once made me feel embarrassed about how long I had waited.',
  ],
  [
    'Full-Mouth Rehabilitation',
    '6 months',
    'Grinding had worn my teeth down so far that eating was painful and I avoided whole meals. A careful plan of crowns and two implants rebuilt my bite in stages, and each visit was explained in advance. I can eat anything again, and I wear a night guard every night to protect the work.',
  ],
  [
    'Emergency Care',
    '1 day',
    'I cracked a tooth on a Sunday evening and expected to suffer until Monday. When I called, they saw me within the hour, eased the pain and protected the tooth, then fitted a crown later that week. Everyone was calm, kind and quick exactly when I needed it most, and I will not go anywhere else.',
  ],
];

export default defineGalleryPage<PatientStory>({
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
    ],
    description: item.story,
    // The rating shows once, as five stars and "N/5" (spec §3), not again among the facts.
    rating: item.rating,
    lists: [{ label: 'Keywords', items: item.seoKeywords.split(', ') }],
    images: [item.treatment],
  }),
});
