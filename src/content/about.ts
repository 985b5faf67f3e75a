/** About page content (spec §2 "About page", §3 "Doctor", "Team member"). */
import {
  Cpu,
  HandHeart,
  Heart,
  Microscope,
  ScanLine,
  ShieldCheck,
  Sparkles,
  Trophy,
  Users,
  Zap,
} from 'lucide-react';
import type { IconGlyph, RichText } from './types';
import { doctorNames } from './doctors';
import { founderPortrait } from './founder-portrait';

export type Doctor = {
  readonly name: string;
  readonly title: string;
  /** The role label the spec calls title2: owner or visiting consultant. */
  readonly title2: string;
  readonly image: string;
  readonly bio: readonly RichText[];
  readonly specialties: readonly string[];
};

/** Defined for the content model but not rendered on About, as the spec says (§3). */
export type TeamMember = {
  readonly name: string;
  readonly position: string;
  readonly description: string;
  readonly image: string;
};

export type IconEntry = { readonly icon: IconGlyph; readonly title: string; readonly description: string };

export type PatientTestimonial = {
  readonly name: string;
  readonly treatment: string;
  readonly rating: 5;
  readonly text: string;
};

export const about = {
  hero: {
    title: 'About Our Clinic',
    subtitle:
      'A team of dentists and specialists who believe good dentistry is careful, clearly explained and kind — for every age.',
  },
  // Each doctor's years come from doctors.ts, where the spec's claims are mapped to the doctors (§1, §3).
  doctors: [
    {
      name: doctorNames.founder.name,
      title: doctorNames.founder.role,
      title2: 'Owner',
      image: founderPortrait,
      bio: [
        [
          'With ',
          { strong: `${doctorNames.founder.experience} of experience` },
          ' in general and cosmetic dentistry, she founded the clinic to offer modern care without the rush.',
        ],
        [
          'A graduate of a government dental college, she leads smile-design, implant and full-mouth rehabilitation cases and ',
          { strong: 'plans every treatment with the patient' },
          ', step by step.',
        ],
      ],
      specialties: ['Cosmetic dentistry', 'Dental implants', 'Smile designing', 'Full-mouth rehabilitation'],
    },
    {
      name: doctorNames.orthodontist.name,
      title: doctorNames.orthodontist.role,
      title2: 'Visiting Consultant',
      image: '/images/doctors/orthodontist.svg',
      bio: [
        [
          'An orthodontist with ',
          { strong: `${doctorNames.orthodontist.experience} of experience` },
          ', he straightens smiles with braces and clear aligners for teens and adults.',
        ],
        [
          'He also places dental implants, ',
          { strong: 'planning each one with 3D scans' },
          ' so the new tooth fits the bite it belongs to.',
        ],
      ],
      specialties: ['Braces', 'Clear aligners', 'Dental implants', 'Bite correction'],
    },
    {
      name: doctorNames.pediatric.name,
      title: doctorNames.pediatric.role,
      title2: 'Visiting Consultant',
      image: '/images/doctors/pediatric-dentist.svg',
      bio: [
        [
          'A pediatric dentist with ',
          { strong: `${doctorNames.pediatric.experience} of experience` },
          ', she makes first visits fun and check-ups something children look forward to.',
        ],
        [
          'Parents appreciate her ',
          { strong: 'practical advice on brushing, diet and habits' },
          ' that protect growing teeth.',
        ],
      ],
      specialties: [
        'Children’s check-ups',
        'Sealants and fluoride',
        'Early orthodontic advice',
        'Anxious young patients',
      ],
    },
    {
      name: doctorNames.endodontist.name,
      title: doctorNames.endodontist.role,
      title2: 'Visiting Consultant',
      image: '/images/doctors/endodontist.svg',
      bio: [
        [
          'An endodontist with ',
          { strong: `${doctorNames.endodontist.experience} of experience` },
          ', he saves painful and infected teeth with precise root canal treatment.',
        ],
        [
          'Using magnification and rotary instruments, he completes ',
          { strong: 'most root canals in one or two visits' },
          '.',
        ],
      ],
      specialties: ['Root canal treatment', 'Re-treatment', 'Cracked teeth', 'Dental pain diagnosis'],
    },
  ] satisfies readonly Doctor[],
  teamMembers: [
    {
      name: 'Clinic coordinator',
      position: 'Front desk',
      description: 'Schedules visits and answers questions about treatment and payment.',
      image: '/images/placeholder.svg',
    },
    {
      name: 'Senior hygienist',
      position: 'Dental hygiene',
      description: 'Cleans, polishes and coaches patients on home care.',
      image: '/images/placeholder.svg',
    },
  ] satisfies readonly TeamMember[],
  coreValues: [
    {
      icon: Heart,
      title: 'Compassionate Care',
      description: 'We listen first, explain clearly and never hurry a worried patient.',
    },
    {
      icon: Cpu,
      title: 'Advanced Technology',
      description: 'Digital tools that make diagnosis more accurate and treatment more comfortable.',
    },
    {
      icon: Users,
      title: 'Family Focused',
      description: 'Care for toddlers, teenagers, parents and grandparents under one roof.',
    },
    {
      icon: Trophy,
      title: 'Excellence',
      description: 'Careful work, continuing education and results that last.',
    },
  ] satisfies readonly IconEntry[],
  technology: [
    {
      icon: ScanLine,
      title: 'Digital X-rays',
      description: 'Sharp images in seconds with far less radiation than film.',
    },
    {
      icon: Microscope,
      title: 'Intraoral Scanner',
      description: '3D impressions without trays of impression paste.',
    },
    {
      icon: Sparkles,
      title: 'Same-Day Crowns',
      description: 'Crowns designed and milled in the clinic, often in one visit.',
    },
    { icon: Zap, title: 'Rotary Endodontics', description: 'Smoother, quicker root canal treatment.' },
    {
      icon: ShieldCheck,
      title: 'Class B Sterilization',
      description: 'Hospital-grade sterilization for every instrument, every time.',
    },
    {
      icon: HandHeart,
      title: 'Comfort Care',
      description: 'Gentle anesthesia techniques and sedation options for anxious patients.',
    },
  ] satisfies readonly IconEntry[],
  testimonials: [
    {
      name: 'Priya S.',
      treatment: 'Dental implant',
      rating: 5,
      text: 'I was nervous about an implant, but every step was explained and it was far easier than I expected. It feels like my own tooth.',
    },
    {
      name: 'Marcus L.',
      treatment: 'Clear aligners',
      rating: 5,
      text: 'Eleven months of aligners and my smile is straight. Check-ups were quick and always on time.',
    },
    {
      name: 'Anita R.',
      treatment: 'Family check-ups',
      rating: 5,
      text: 'Both of my children actually enjoy their visits now. The team is patient and kind with them.',
    },
  ] satisfies readonly PatientTestimonial[],
} as const;
