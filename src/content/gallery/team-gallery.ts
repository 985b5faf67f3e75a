import { defineGalleryPage } from './define';
import { doctorNames } from '../doctors';
import type { GalleryTeamMember } from './types';

/**
 * The spec's seven positions (§3 "Team member in gallery"). A position the About page also profiles (the founder as
 * Lead Dentist, the orthodontist) takes that doctor's years from doctors.ts, so the two pages agree; every other
 * member's years name their own field ("12 years in oral surgery"), so none can be read as a profiled doctor's claim
 * (issue 18).
 */
const team: [string, string, string, string, string][] = [
  [
    'Lead Dentist',
    'Cosmetic and implant dentistry',
    doctorNames.founder.experience,
    'Graduate of a government dental college',
    'Leads treatment planning for smile design and full-mouth rehabilitation.',
  ],
  [
    'Orthodontist',
    'Braces and clear aligners',
    doctorNames.orthodontist.experience,
    'Postgraduate degree in orthodontics',
    'Straightens smiles for children, teens and adults.',
  ],
  [
    'Oral Surgeon',
    'Surgical extractions, wisdom teeth and bone grafting',
    '12 years in oral surgery',
    'Postgraduate degree in oral and maxillofacial surgery',
    'A visiting oral and maxillofacial surgeon who performs surgical procedures with a focus on comfort and quick recovery.',
  ],
  [
    'Dental Hygienist',
    'Periodontal maintenance',
    '8 years in dental hygiene',
    'Diploma in dental hygiene',
    'Keeps gums healthy with gentle deep cleaning and coaching.',
  ],
  [
    'Dental Hygienist',
    'Preventive care for children',
    '6 years in dental hygiene',
    'Diploma in dental hygiene',
    'Makes cleanings fun for young patients and teaches good habits.',
  ],
  [
    'Dental Assistant',
    'Surgical assisting',
    '7 years in dental assisting',
    'Certificate in dental assisting',
    'Prepares the surgical suite and looks after patients during procedures.',
  ],
  [
    'Dental Assistant',
    'Sterilization and imaging',
    '5 years in dental assisting',
    'Certificate in dental assisting',
    'Runs the sterilization center and takes digital X-rays.',
  ],
];

export default defineGalleryPage<GalleryTeamMember>({
  title: 'Team Gallery',
  subtitle: 'The people who look after you, by role.',
  items: team.map(([position, specialization, experience, education, bio], index): GalleryTeamMember => ({
    id: index + 1,
    position,
    specialization,
    experience,
    education,
    bio,
    seoKeywords: [position.toLowerCase(), specialization.toLowerCase()],
    image: `/images/gallery/team/${index + 1}.svg`,
  })),
  toCard: (item) => ({
    title: item.position,
    badge: item.experience,
    summary: item.specialization,
    actionLabel: 'View Profile',
    // Two Dental Hygienists and two Dental Assistants: the specialization tells their buttons apart.
    distinctTitle: `${item.position}, ${item.specialization}`,
    images: [item.position],
  }),
  toDetails: (item) => ({
    title: item.position,
    facts: [
      { label: 'Specialization', value: item.specialization },
      { label: 'Experience', value: item.experience },
      { label: 'Education', value: item.education },
    ],
    description: item.bio,
    lists: [{ label: 'Keywords', items: item.seoKeywords }],
    images: [item.position],
  }),
});
