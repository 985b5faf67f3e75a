/** The /services overview (spec §2 "Services overview"). */
import {
  Baby,
  BookOpen,
  Bone,
  Brush,
  Cloud,
  Crown,
  HeartPulse,
  Microscope,
  Ruler,
  Scan,
  ScanLine,
  Scissors,
  Siren,
  Smile,
  Sparkles,
  Stethoscope,
  Sun,
  Users,
} from 'lucide-react';
import type { ClosingBandContent, OverviewItem, OverviewSection, Speciality } from './types';

export default {
  hero: {
    title: 'Our Dental Services',
    subtitle:
      'Preventive, restorative and cosmetic dentistry, with specialists for orthodontics, children, gums, surgery, root canals and emergencies.',
  },
  sections: [
    {
      id: 'preventive',
      title: 'Preventive Care',
      intro: 'Keeping teeth and gums healthy so problems never start.',
      items: [
        {
          icon: Stethoscope,
          title: 'Routine Checkups & Cleanings',
          description: 'Examination, cleaning and screening every six months.',
          slug: 'preventive-care',
        },
        {
          icon: Users,
          title: 'Family & Children’s Services',
          description: 'Care for every age, booked together.',
          slug: 'pediatric-dentistry',
        },
        {
          icon: BookOpen,
          title: 'Oral Health Education',
          description: 'Practical advice for brushing, flossing and diet.',
          slug: 'preventive-care',
        },
      ],
    },
    {
      id: 'restorative',
      title: 'Restorative Care',
      intro: 'Repairing and replacing teeth so you can eat and smile comfortably.',
      items: [
        {
          icon: Siren,
          title: 'Same-Day Emergencies',
          description: 'Urgent treatment for pain and broken teeth.',
          slug: 'emergency-care',
        },
        {
          icon: Sparkles,
          title: 'Composite Fillings',
          description: 'Tooth-colored, mercury-free fillings.',
          slug: 'restorative-care',
        },
        {
          icon: Crown,
          title: 'Crowns & Bridges',
          description: 'Strong, natural-looking caps and bridges.',
          slug: 'restorative-care',
        },
        {
          icon: Bone,
          title: 'Dental Implants',
          description: 'Permanent replacements for missing teeth.',
          slug: 'dental-implants',
        },
      ],
    },
    {
      id: 'cosmetic',
      title: 'Cosmetic Dentistry',
      intro: 'Improving the color, shape and alignment of your smile.',
      items: [
        {
          icon: Brush,
          title: 'Bonding',
          description: 'Repairs chips and gaps in one visit.',
          slug: 'cosmetic-services',
        },
        {
          icon: Sun,
          title: 'Teeth Whitening',
          description: 'Several shades brighter, safely.',
          slug: 'teeth-whitening',
        },
        {
          icon: Smile,
          title: 'Aligners',
          description: 'Clear, removable teeth straightening.',
          slug: 'invisalign',
        },
        {
          icon: Sparkles,
          title: 'Veneers',
          description: 'Porcelain shells that transform front teeth.',
          slug: 'cosmetic-services',
        },
      ],
    },
  ] satisfies readonly OverviewSection[],
  technology: {
    title: 'Advanced Technology',
    items: [
      {
        icon: Crown,
        title: 'Same-Day Crown System',
        description: 'Crowns designed and milled during your visit.',
      },
      { icon: ScanLine, title: 'Digital X-Rays', description: 'Clear images with far less radiation.' },
      { icon: Scan, title: '3D Scanner', description: 'Comfortable digital impressions in minutes.' },
      { icon: Cloud, title: 'Cloud Scanning', description: 'Scans shared securely with labs and specialists.' },
    ] satisfies readonly OverviewItem[],
  },
  specialities: {
    title: 'All Specialties',
    intro: 'Specialist care for every need, each with its own page.',
    items: [
      {
        id: 'orthodontics',
        icon: Ruler,
        title: 'Orthodontics',
        description: 'Braces and clear aligners for all ages.',
        slug: 'orthodontics',
      },
      {
        id: 'pediatric',
        icon: Baby,
        title: 'Pediatric Dentistry',
        description: 'Gentle care for infants, children and teens.',
        slug: 'pediatric-dentistry',
      },
      {
        id: 'periodontal',
        icon: HeartPulse,
        title: 'Periodontal Care',
        description: 'Treatment for bleeding and receding gums.',
        slug: 'periodontics',
      },
      {
        id: 'surgery',
        icon: Scissors,
        title: 'Oral Surgery',
        description: 'Extractions, wisdom teeth and implant surgery.',
        slug: 'oral-surgery',
      },
      {
        id: 'endodontics',
        icon: Microscope,
        title: 'Endodontics',
        description: 'Root canal treatment that saves teeth.',
        slug: 'endodontics',
      },
      {
        id: 'emergency',
        icon: Siren,
        title: 'Emergency Care',
        description: 'Same-day help and a 24/7 emergency line.',
        slug: 'emergency-care',
      },
    ] satisfies readonly Speciality[],
  },
  callToAction: {
    title: 'Not sure which service you need?',
    text: 'Call us or send a message and we will point you to the right care.',
    phone: 'main',
  } satisfies ClosingBandContent,
};
