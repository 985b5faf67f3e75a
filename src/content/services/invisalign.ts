import { CalendarCheck, Eye, Monitor, Smile, Sparkles, Utensils, Brush, Clock } from 'lucide-react';
import type { ServiceBody } from './types';

export default {
  hero: {
    lead: 'Straighten your teeth with clear, removable aligners that most people will never notice you are wearing.',
    actions: [{ kind: 'contact', label: 'Book a Free Assessment' }],
  },
  sections: [
    {
      kind: 'cards',
      id: 'features',
      title: 'Why Patients Choose Invisalign',
      items: [
        {
          icon: Eye,
          title: 'Nearly Invisible',
          description: 'Clear aligners that are hard to spot.',
          features: ['No metal brackets', 'Discreet at work and school', 'Smooth plastic edges'],
        },
        {
          icon: Utensils,
          title: 'Removable',
          description: 'Take them out to eat, drink, brush and floss.',
          features: ['No food restrictions', 'Easy cleaning', 'Wear 20-22 hours a day'],
        },
        {
          icon: Monitor,
          title: 'Digitally Planned',
          description: 'See your planned result before you start.',
          features: ['3D scan, no impression trays', 'Step-by-step movement', 'Predictable results'],
        },
        {
          icon: CalendarCheck,
          title: 'Fewer Visits',
          description: 'Short check-ups every six to eight weeks.',
          features: ['New aligners every one to two weeks', 'Progress checks', 'Retainers at the end'],
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      title: 'How Treatment Works',
      items: [
        {
          step: 1,
          title: 'Consultation',
          description: 'We examine your teeth and discuss what you would like to change.',
        },
        {
          step: 2,
          title: 'Digital Scan',
          description: 'A quick 3D scan of your teeth replaces messy impressions.',
        },
        {
          step: 3,
          title: 'Treatment Plan',
          description: 'You review a digital preview of each stage and the final result.',
        },
        {
          step: 4,
          title: 'Start Treatment',
          description: 'You receive your first aligners and clear instructions.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      title: 'Benefits',
      items: [
        { icon: Smile, title: 'Confident Smile', description: 'Straighter teeth that are easier to show off.' },
        { icon: Brush, title: 'Healthier Gums', description: 'Straight teeth are easier to clean.' },
        { icon: Clock, title: 'Fits Your Life', description: 'No wires to adjust and fewer appointments.' },
        { icon: Sparkles, title: 'Comfortable', description: 'Smooth aligners with no sharp edges.' },
      ],
    },
    {
      kind: 'checklist',
      id: 'candidacy',
      title: 'Is Invisalign Right for You?',
      intro: 'Clear aligners can correct many common problems, including:',
      items: ['Crowded teeth', 'Gaps between teeth', 'Overbite', 'Underbite', 'Crossbite', 'Open bite'],
    },
  ],
  callToAction: {
    title: 'See your new smile first',
    text: 'Book a scan and preview your result.',
    phone: 'main',
  },
} satisfies ServiceBody;
