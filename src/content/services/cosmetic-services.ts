import { Brush, Gem, Heart, Palette, Smile, Sparkles, Sun, Wand2 } from 'lucide-react';
import type { ServiceBody } from './types';

export default {
  hero: {
    lead: 'A smile you are happy to show. We plan cosmetic treatment around your face, your teeth and what you want to change.',
    actions: [{ kind: 'contact', label: 'Plan Your Smile' }],
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      title: 'Cosmetic Treatments',
      items: [
        {
          icon: Sun,
          title: 'Teeth Whitening',
          description: 'Professional whitening in the clinic or at home.',
          features: ['Several shades brighter', 'Gentle on enamel', 'Supervised by a dentist'],
        },
        {
          icon: Gem,
          title: 'Porcelain Veneers',
          description: 'Thin shells that reshape and brighten front teeth.',
          features: ['Stain resistant', 'Custom shape and shade', 'Minimal tooth preparation'],
        },
        {
          icon: Smile,
          title: 'Invisalign',
          description: 'Clear aligners that straighten teeth discreetly.',
          features: ['Removable', 'Nearly invisible', 'Digital treatment preview'],
        },
        {
          icon: Brush,
          title: 'Cosmetic Bonding',
          description: 'Tooth-colored resin for chips, gaps and uneven edges.',
          features: ['One visit', 'No anesthesia in most cases', 'Affordable'],
        },
        {
          icon: Wand2,
          title: 'Smile Makeover',
          description: 'A combined plan that may include several treatments.',
          features: ['Digital smile design', 'Step-by-step plan', 'Preview before you decide'],
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      title: 'Your Path to a New Smile',
      items: [
        {
          step: 1,
          title: 'Smile Consultation',
          description:
            'Tell us what you would like to change. We examine your teeth and gums, because they need to be healthy before cosmetic work begins.',
        },
        {
          step: 2,
          title: 'Design & Preview',
          description:
            'Photos and digital scans let us plan the shape and shade of your new smile and show you a preview before any treatment.',
        },
        {
          step: 3,
          title: 'Treatment',
          description:
            'We carry out the agreed treatments in order, often whitening first, because fillings, bonding and veneers do not whiten and are matched to your final shade.',
        },
        {
          step: 4,
          title: 'Aftercare',
          description:
            'We check the result with you, explain how to care for it and keep it looking its best at your regular visits.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      title: 'What Cosmetic Dentistry Can Do for You',
      items: [
        {
          icon: Sparkles,
          title: 'A Brighter Smile',
          description: 'Lift stains and discoloration that brushing cannot reach.',
        },
        {
          icon: Heart,
          title: 'More Confidence',
          description: 'Smile, speak and laugh without thinking about your teeth.',
        },
        { icon: Palette, title: 'Natural Results', description: 'Shapes and shades chosen to suit your face.' },
        {
          icon: Gem,
          title: 'Durable Materials',
          description: 'Porcelain and modern composites that last with care.',
        },
      ],
    },
  ],
  callToAction: {
    title: 'Start your smile makeover',
    text: 'Book a cosmetic consultation and see your options.',
    phone: 'main',
  },
} satisfies ServiceBody;
