import {
  Activity,
  Brush,
  HeartPulse,
  Layers,
  Microscope,
  ShieldCheck,
  Smile,
  Sparkles,
  Syringe,
  Wrench,
} from 'lucide-react';
import type { ServiceBody } from './types';

export default {
  hero: {
    lead: 'Healthy gums hold your teeth in place. We find gum disease early and treat it gently, from deep cleaning to gum surgery.',
    actions: [
      { kind: 'contact', label: 'Schedule Consultation' },
      { kind: 'anchor', label: 'Learn More', targetId: 'services' },
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      title: 'Periodontal Services',
      items: [
        {
          icon: Sparkles,
          title: 'Scaling & Root Planing',
          description: 'A deep clean below the gumline.',
          features: ['Removes tartar and bacteria', 'Smooths root surfaces', 'Done under local anesthesia'],
        },
        {
          icon: Activity,
          title: 'Periodontal Maintenance',
          description: 'Regular cleanings that keep gum disease under control.',
          features: ['Every 3-4 months', 'Pocket measurements', 'Early warning of changes'],
        },
        {
          icon: Layers,
          title: 'Gum Grafting',
          description: 'Covers exposed roots where gums have receded.',
          features: ['Reduces sensitivity', 'Protects roots', 'Improves appearance'],
        },
        {
          icon: Wrench,
          title: 'Pocket Reduction',
          description: 'Reduces deep pockets where bacteria collect.',
          features: ['Easier to clean at home', 'Slows bone loss'],
        },
        {
          icon: Syringe,
          title: 'Antibiotic Therapy',
          description: 'Local or oral antibiotics alongside cleaning.',
          features: ['Targets stubborn infection', 'Supports healing'],
        },
        {
          icon: Microscope,
          title: 'Gum Health Screening',
          description: 'A measured check of every tooth’s gum attachment.',
          features: ['Charting at each visit', 'Digital X-rays of the bone'],
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'warning-signs',
      title: 'Warning Signs of Gum Disease',
      intro: 'See us if you notice any of these:',
      items: [
        'Gums that bleed when you brush or floss',
        'Red, swollen or tender gums',
        'Persistent bad breath',
        'Gums pulling away from the teeth',
        'Loose or shifting teeth',
        'Pus between teeth and gums',
        'A change in how your teeth fit together',
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      title: 'Benefits of Treatment',
      items: [
        {
          icon: ShieldCheck,
          title: 'Keep Your Teeth',
          description: 'Gum disease is a leading cause of tooth loss; treatment stops it.',
        },
        {
          icon: HeartPulse,
          title: 'Better Overall Health',
          description: 'Healthy gums are linked to better heart and blood-sugar health.',
        },
        { icon: Smile, title: 'Fresher Breath', description: 'Removing infection clears persistent bad breath.' },
        {
          icon: Brush,
          title: 'Comfortable Cleaning',
          description: 'Healthy gums stop bleeding and hurting when you brush.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      title: 'Our Treatment Process',
      items: [
        {
          step: 1,
          title: 'Examination',
          description: 'We measure gum pockets and take X-rays of the supporting bone.',
        },
        {
          step: 2,
          title: 'Deep Cleaning',
          description: 'Scaling and root planing remove tartar below the gumline.',
        },
        {
          step: 3,
          title: 'Re-evaluation',
          description: 'After healing we measure again to confirm the gums are tightening.',
        },
        { step: 4, title: 'Maintenance', description: 'Regular visits keep the disease from returning.' },
      ],
    },
  ],
  callToAction: {
    title: 'Bleeding gums?',
    text: 'Early treatment is simpler and more effective. Book a gum check.',
    phone: 'main',
  },
} satisfies ServiceBody;
