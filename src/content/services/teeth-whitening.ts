import { Coffee, Heart, Home, Layers, ShieldCheck, Smile, Sparkles, Sun } from 'lucide-react';
import type { ServiceBody } from './types';

export default {
  hero: {
    lead: 'Professional whitening lifts years of stains safely, with results you can see after one visit.',
    actions: [{ kind: 'contact', label: 'Book Whitening' }],
  },
  sections: [
    {
      kind: 'whitening-options',
      id: 'options',
      title: 'Whitening Options',
      items: [
        {
          icon: Sun,
          title: 'In-Office Whitening',
          description: 'A professional-strength gel activated in the chair.',
          features: ['Gums protected throughout', 'Immediate result', 'Ideal before an event'],
          duration: '1-2 hours',
          results: '3-8 shades brighter',
        },
        {
          icon: Home,
          title: 'Take-Home Whitening',
          description: 'Custom trays and a gentle gel you wear at home.',
          features: ['Trays made for your teeth', 'Whiten at your own pace', 'Good for sensitive teeth'],
          duration: '2-4 weeks',
          results: '2-6 shades brighter',
        },
        {
          icon: Layers,
          title: 'Combination Whitening',
          description: 'An in-office session followed by home trays.',
          features: ['Fast start', 'Longest-lasting result', 'Trays kept for touch-ups'],
          duration: '1-2 hours plus 2 weeks',
          results: '5-10 shades brighter',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      title: 'How It Works',
      items: [
        {
          step: 1,
          title: 'Assessment',
          description: 'We check your teeth and gums and record your current shade.',
        },
        {
          step: 2,
          title: 'Cleaning',
          description: 'A professional clean removes surface stains and tartar first.',
        },
        {
          step: 3,
          title: 'Whitening',
          description: 'The gel is applied in the clinic or with your custom trays.',
        },
        { step: 4, title: 'Review', description: 'We compare shades and plan how to keep your result.' },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      title: 'Benefits',
      items: [
        { icon: Sparkles, title: 'Visible Results', description: 'Noticeably brighter teeth in a short time.' },
        {
          icon: ShieldCheck,
          title: 'Safe',
          description: 'Supervised by a dentist, with enamel and gums protected.',
        },
        { icon: Heart, title: 'Confidence', description: 'A fresher smile for photos, work and special days.' },
        {
          icon: Smile,
          title: 'Even Color',
          description: 'A uniform shade instead of patchy over-the-counter results.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'maintenance',
      title: 'Keeping Your Smile Bright',
      items: [
        {
          icon: Coffee,
          title: 'Limit stain-causing drinks',
          description: 'Coffee, tea, red wine and cola stain teeth; drink through a straw when you can.',
        },
        {
          title: 'Rinse after meals',
          description: 'A quick rinse with water washes away color before it settles.',
        },
        { title: 'Brush twice daily', description: 'Use a fluoride toothpaste and a soft brush.' },
        {
          title: 'Keep regular cleanings',
          description: 'Professional cleaning every six months removes new stains.',
        },
        { title: 'Avoid tobacco', description: 'Smoking and chewing tobacco stain teeth quickly.' },
      ],
    },
  ],
  callToAction: {
    title: 'Ready for a brighter smile?',
    text: 'Find the whitening option that suits you.',
    phone: 'main',
  },
} satisfies ServiceBody;
