/** Home page content (spec §1, §2 "Home page", §3 "Clinic image"). */
import {
  Accessibility,
  Armchair,
  Baby,
  Bus,
  CalendarCheck,
  Car,
  Clock,
  Handshake,
  HeartPulse,
  House,
  Microscope,
  Ruler,
  Scissors,
  Shield,
  ShieldCheck,
  Siren,
  Sparkles,
  Stethoscope,
  TrainFront,
  Users,
  Wallet,
  Wrench,
} from 'lucide-react';
import type { IconGlyph } from './types';
import type { ServiceSectionId } from './paths';
import { clinic } from './clinic';
import { doctorNames } from './doctors';

export type ClinicImage = {
  readonly src: string;
  readonly alt: string;
  readonly caption: string;
  readonly width: number;
  readonly height: number;
};

export type IconItem = { readonly icon: IconGlyph; readonly title: string; readonly description: string };

export type ServiceCategory = IconItem & { readonly id: ServiceSectionId };

const hours = clinic.hours.home;

export const home = {
  founder: {
    eyebrow: `Dental clinic & implant center in ${clinic.suburb}, ${clinic.city}`,
    heading: 'Modern, compassionate dentistry for your whole family',
    name: doctorNames.founder.name,
    role: doctorNames.founder.role,
    experience: 'About 10 years of experience',
    education: 'Graduate of a government dental college',
    paragraphs: [
      `${doctorNames.founder.name} founded ${clinic.shortName} to give ${clinic.suburb} a clinic where careful, ` +
        'up-to-date treatment and an unhurried, friendly welcome go together.',
      'From a child’s first check-up to a full-mouth rehabilitation, every plan starts with listening: we explain ' +
        'what we see, what your options are and what each one involves, so you can decide with confidence.',
    ],
    specialties: [
      'Cosmetic dentistry',
      'Dental implants',
      'Smile designing',
      'Root canal treatments',
      'Full-mouth rehabilitation',
      'Preventive care',
      'Pediatric dentistry',
    ],
    philosophy: {
      title: 'Our philosophy',
      text: 'Modern, compassionate, patient-focused care: the right treatment, clearly explained, delivered gently.',
    },
  },
  newPatients: {
    title: 'New Patients & Accessibility',
    intro: `Visiting us for the first time? Getting here is easy, and the clinic is designed for every member of the family.`,
    accessFeatures: [
      {
        icon: Car,
        title: 'Free parking',
        description: 'Free parking for two- and four-wheelers right at the clinic.',
      },
      { icon: Bus, title: 'Bus stop nearby', description: 'A bus stop is a short walk from our door.' },
      {
        icon: TrainFront,
        title: 'Metro within walking distance',
        description: 'The metro station is within easy walking distance.',
      },
      {
        icon: Accessibility,
        title: 'Wheelchair friendly',
        description: 'Step-free entrance, wide doorways and an accessible restroom.',
      },
      {
        icon: Users,
        title: 'Family friendly',
        description: 'Children, parents and grandparents are all cared for under one roof.',
      },
      { icon: Clock, title: 'Open late', description: `Open ${hours.days}, ${hours.open} to ${hours.close}.` },
      {
        icon: House,
        title: `In ${clinic.suburb}`,
        description: `Located in ${clinic.suburb}, ${clinic.city}: ${clinic.address.oneLine}.`,
      },
      {
        icon: CalendarCheck,
        title: 'Easy booking',
        description: 'Request a time online or call us; we confirm every visit personally.',
      },
    ] satisfies readonly IconItem[],
    ctaLabel: 'Book Your Appointment',
  },
  clinicImages: [
    {
      src: '/images/clinic/exterior.svg',
      alt: 'Illustration of the two-story clinic building with a tooth sign, trees and a wide entrance.',
      caption: 'Modern Dental Clinic',
      width: 1200,
      height: 675,
    },
    {
      src: '/images/clinic/interior.svg',
      alt: 'Illustration of the bright clinic interior with the reception desk and equipment.',
      caption: 'State-of-the-Art Equipment',
      width: 1200,
      height: 675,
    },
    {
      src: '/images/clinic/treatment-room.svg',
      alt: 'Illustration of a treatment room with a dental chair, an overhead light and a monitor.',
      caption: 'Advanced Treatment Facilities',
      width: 1200,
      height: 675,
    },
    {
      src: '/images/clinic/waiting-area.svg',
      alt: 'Illustration of the waiting area with sofas, plants and a large window.',
      caption: 'Comfortable Waiting Area',
      width: 1200,
      height: 675,
    },
    {
      src: '/images/clinic/dental-chair.svg',
      alt: 'Illustration of a modern dental chair with its light and instrument tray.',
      caption: 'State-of-the-Art Dental Equipment',
      width: 1200,
      height: 675,
    },
  ] satisfies readonly ClinicImage[],
  visit: {
    title: 'Visit Our Clinic',
    text: `Find us in ${clinic.suburb}, with free parking on site and public transport close by.`,
    directionsLabel: 'Get Directions',
  },
  reasons: [
    {
      icon: Stethoscope,
      title: 'Comprehensive Care',
      description:
        'Check-ups, fillings, implants, braces, root canals and emergencies: your whole family’s dental care in one place.',
    },
    {
      icon: Sparkles,
      title: 'Modern Treatments',
      description:
        'Digital X-rays, 3D scanning and same-day crowns make treatment more precise and visits shorter.',
    },
    {
      icon: Handshake,
      title: 'Trusted Local Clinic',
      description: `A neighborhood clinic in ${clinic.suburb} that families return to, year after year.`,
    },
    {
      icon: Armchair,
      title: 'Comfortable Environment',
      description: 'A calm, welcoming space and a gentle team that takes time to put nervous patients at ease.',
    },
    {
      icon: ShieldCheck,
      title: 'Hygiene & Safety',
      description: 'Strict sterilization protocols, single-use items where possible and a spotless clinic.',
    },
    {
      icon: Wallet,
      title: 'Affordable Care',
      description: 'Flexible payment plans and transparent pricing: you know the cost before treatment begins.',
    },
  ] satisfies readonly IconItem[],
  serviceCategories: [
    {
      id: 'preventive',
      icon: Shield,
      title: 'Preventive Care',
      description: 'Check-ups, cleanings and advice that keep problems from starting.',
    },
    {
      id: 'restorative',
      icon: Wrench,
      title: 'Restorative Care',
      description: 'Fillings, crowns, bridges and implants that bring back strength and function.',
    },
    {
      id: 'cosmetic',
      icon: Sparkles,
      title: 'Cosmetic Dentistry',
      description: 'Whitening, veneers, bonding and smile design for a smile you enjoy showing.',
    },
    {
      id: 'orthodontics',
      icon: Ruler,
      title: 'Orthodontics',
      description: 'Braces and clear aligners that straighten teeth at any age.',
    },
    {
      id: 'pediatric',
      icon: Baby,
      title: 'Pediatric Dentistry',
      description: 'Gentle, playful care that gives children a healthy start.',
    },
    {
      id: 'periodontal',
      icon: HeartPulse,
      title: 'Periodontal Care',
      description: 'Treatment for bleeding, receding or infected gums.',
    },
    {
      id: 'surgery',
      icon: Scissors,
      title: 'Oral Surgery',
      description: 'Extractions, wisdom teeth and implant surgery with comfortable sedation options.',
    },
    {
      id: 'endodontics',
      icon: Microscope,
      title: 'Endodontics',
      description: 'Root canal treatment that relieves pain and saves natural teeth.',
    },
    {
      id: 'emergency',
      icon: Siren,
      title: 'Emergency Care',
      description: 'Same-day help for toothache, broken teeth and dental injuries.',
    },
  ] satisfies readonly ServiceCategory[],
} as const;
