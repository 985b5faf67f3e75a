import { Bone, Layers, ShieldCheck, Smile, Sparkles, Utensils } from 'lucide-react';
import type { ServiceBody } from './types';

export default {
  hero: {
    lead: 'Implants replace missing teeth from the root up: a strong, stable tooth that looks and feels like your own.',
    actions: [{ kind: 'contact', label: 'Book an Implant Consultation' }],
  },
  sections: [
    {
      kind: 'cards',
      id: 'types',
      title: 'Types of Implant Treatment',
      items: [
        {
          icon: Bone,
          title: 'Single Tooth Implant',
          description: 'One implant and one crown for one missing tooth.',
          features: ['Neighboring teeth untouched', 'Natural look and feel', 'Prevents bone loss'],
        },
        {
          icon: Layers,
          title: 'Multiple Tooth Implants',
          description: 'Several implants, or an implant bridge, for neighboring gaps.',
          features: ['Fewer implants than teeth', 'Fixed in place', 'Restores chewing'],
        },
        {
          icon: Smile,
          title: 'Full Arch Restoration',
          description: 'A complete fixed set of teeth on four to six implants.',
          features: ['Replaces a whole arch', 'No removable denture', 'Planned in 3D'],
        },
        {
          icon: ShieldCheck,
          title: 'Implant-Supported Dentures',
          description: 'Dentures that click onto implants and stop slipping.',
          features: ['Secure fit', 'Easy to clean', 'More comfortable eating'],
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      title: 'The Implant Process',
      items: [
        {
          step: 1,
          title: 'Consultation & Planning',
          description: 'An examination and a 3D scan to plan the implant’s position.',
        },
        {
          step: 2,
          title: 'Implant Placement',
          description: 'The implant is placed under local anesthesia, with sedation if you wish.',
        },
        { step: 3, title: 'Healing', description: 'Over 3-6 months the implant fuses with the jawbone.' },
        {
          step: 4,
          title: 'Final Restoration',
          description: 'Your custom crown, bridge or denture is fitted to the implant.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      title: 'Benefits of Dental Implants',
      items: [
        {
          icon: Utensils,
          title: 'Eat What You Like',
          description: 'Implants are strong enough for everyday foods.',
        },
        {
          icon: Bone,
          title: 'Protect Your Jawbone',
          description: 'An implant keeps the bone from shrinking where a tooth was lost.',
        },
        {
          icon: Sparkles,
          title: 'Natural Appearance',
          description: 'Crowns are shaped and shaded to match your smile.',
        },
        {
          icon: ShieldCheck,
          title: 'Built to Last',
          description: 'With good care an implant can last for decades.',
        },
      ],
    },
  ],
  callToAction: {
    title: 'Replace a missing tooth for good',
    text: 'Find out whether implants are right for you.',
    phone: 'main',
  },
} satisfies ServiceBody;
