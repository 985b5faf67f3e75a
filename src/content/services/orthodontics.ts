import { Baby, Gem, Monitor, Ruler, Scan, Smile, TrendingUp, Eye, Magnet, Wrench } from 'lucide-react';
import type { ServiceBody } from './types';

export default {
  hero: {
    lead: 'Straight teeth and a balanced bite at any age, with braces or clear aligners planned around your life.',
    actions: [
      { kind: 'contact', label: 'Free Consultation' },
      { kind: 'anchor', label: 'Learn More', targetId: 'services' },
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      title: 'Orthodontic Services',
      items: [
        {
          icon: Wrench,
          title: 'Metal Braces',
          description: 'Reliable, efficient braces for all kinds of cases.',
          features: ['Smaller modern brackets', 'Colored bands for children', 'Most affordable option'],
        },
        {
          icon: Gem,
          title: 'Ceramic Braces',
          description: 'Tooth-colored brackets that blend in.',
          features: ['Discreet', 'As effective as metal'],
        },
        {
          icon: Eye,
          title: 'Lingual Braces',
          description: 'Braces fixed behind the teeth, out of sight.',
          features: ['Invisible from the front', 'Custom made'],
        },
        {
          icon: Smile,
          title: 'Clear Aligners',
          description: 'Removable clear trays that move teeth in stages.',
          features: ['Nearly invisible', 'Eat what you like'],
        },
        {
          icon: Baby,
          title: 'Early Orthodontic Treatment',
          description: 'Guiding jaw growth in children from age 7.',
          features: ['Makes room for adult teeth', 'Can shorten later treatment'],
        },
        {
          icon: Magnet,
          title: 'Retainers',
          description: 'Fixed or removable retainers that hold the result.',
          features: ['Custom fitted', 'Keeps teeth from moving back'],
        },
      ],
    },
    {
      kind: 'treatment-options',
      id: 'comparison',
      title: 'Comparing Your Options',
      items: [
        {
          title: 'Metal Braces',
          description: 'Stainless-steel brackets and wires.',
          duration: '18-24 months',
          cost: 'Most affordable; monthly payment plans available',
        },
        {
          title: 'Ceramic Braces',
          description: 'Clear or tooth-colored brackets.',
          duration: '18-24 months',
          cost: 'Moderate; monthly payment plans available',
        },
        {
          title: 'Lingual Braces',
          description: 'Brackets bonded behind the teeth.',
          duration: '18-30 months',
          cost: 'Higher, because each bracket is custom made',
        },
        {
          title: 'Clear Aligners',
          description: 'A series of removable clear trays.',
          duration: '12-18 months',
          cost: 'Moderate to higher, depending on the number of aligners',
        },
      ],
    },
    {
      kind: 'age-groups',
      id: 'ages',
      title: 'Orthodontics for Every Age',
      items: [
        {
          age: 'Children (7-11)',
          description: 'An early check spots jaw and spacing problems while the jaw is still growing.',
          benefits: ['Guides jaw growth', 'Makes room for adult teeth', 'Corrects harmful habits'],
        },
        {
          age: 'Teens (12-18)',
          description: 'The most common time for braces, once most adult teeth are in.',
          benefits: ['Faster tooth movement', 'Choice of braces or aligners', 'Confidence during school years'],
        },
        {
          age: 'Adults (18+)',
          description: 'It is never too late; many of our patients start as adults.',
          benefits: ['Discreet options', 'Easier cleaning', 'Can prepare for implants or crowns'],
        },
      ],
    },
    {
      kind: 'steps',
      id: 'journey',
      title: 'Your Treatment Journey',
      items: [
        {
          step: 1,
          title: 'Initial Consultation',
          description: 'An examination, photos and a talk about your goals.',
        },
        {
          step: 2,
          title: 'Treatment Planning',
          description: 'Scans and X-rays turned into a plan with a timeline.',
        },
        {
          step: 3,
          title: 'Treatment Begins',
          description: 'Braces are fitted or your first aligners are handed over.',
        },
        {
          step: 4,
          title: 'Regular Adjustments',
          description: 'Visits every 4-8 weeks to keep teeth moving as planned.',
        },
        {
          step: 5,
          title: 'Treatment Completion',
          description: 'Braces come off or the last aligner is finished.',
        },
        { step: 6, title: 'Retention Phase', description: 'Retainers hold your new smile in place.' },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      title: 'Benefits of Orthodontic Treatment',
      items: [
        { title: 'Easier Cleaning', description: 'Straight teeth trap less food and plaque.' },
        { title: 'Better Bite', description: 'Teeth meet evenly, reducing wear and jaw strain.' },
        { title: 'Clearer Speech', description: 'Correcting certain bites can improve speech.' },
        { title: 'More Confidence', description: 'A smile you are happy to share.' },
      ],
    },
    {
      kind: 'cards',
      id: 'technology',
      title: 'Orthodontic Technology',
      items: [
        {
          icon: Scan,
          title: '3D Scanning',
          description: 'A digital model of your teeth in minutes.',
          features: ['No impression trays'],
        },
        {
          icon: Monitor,
          title: 'Treatment Simulation',
          description: 'See the planned movement before you begin.',
          features: ['Preview the result'],
        },
        {
          icon: Ruler,
          title: 'Custom Brackets',
          description: 'Brackets positioned for your teeth.',
          features: ['Precise placement'],
        },
        {
          icon: TrendingUp,
          title: 'Progress Tracking',
          description: 'Each visit compared against the plan.',
          features: ['Stays on schedule'],
        },
      ],
    },
  ],
  callToAction: {
    title: 'Ready for a straighter smile?',
    text: 'Book a free orthodontic consultation.',
    // The page's own button to the contact page stands in for "Contact Us": one link there, not two (issue 18).
    contactLabel: 'Schedule Your Consultation',
    phone: 'main',
  },
} satisfies ServiceBody;
