import {
  Bone,
  Brush,
  Camera,
  Clock,
  Crown,
  HeartPulse,
  Layers,
  Microscope,
  Scan,
  ShieldCheck,
  Siren,
  Smile,
  Sparkles,
} from 'lucide-react';
import type { ServiceBody } from './types';

export default {
  hero: {
    lead: 'When a tooth is decayed, cracked or missing, we restore its strength, function and appearance with durable, natural-looking work.',
    actions: [{ kind: 'contact', label: 'Book a Consultation' }],
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      title: 'Restorative Treatments',
      items: [
        {
          icon: Siren,
          title: 'Same-Day Emergencies',
          description: 'Urgent repairs for broken teeth and lost fillings the day you call.',
          features: ['Pain relief first', 'Temporary or permanent repair', 'Evening appointments'],
        },
        {
          icon: Sparkles,
          title: 'Composite Fillings',
          description: 'Tooth-colored fillings bonded to the tooth.',
          features: ['Matched to your shade', 'Mercury-free', 'Usually done in one visit'],
        },
        {
          icon: Crown,
          title: 'Crowns & Bridges',
          description: 'Caps that protect weak teeth and bridges that replace missing ones.',
          features: ['Ceramic and zirconia options', 'Precise digital fit', 'Long-lasting'],
        },
        {
          icon: Bone,
          title: 'Dental Implants',
          description: 'A titanium root and a natural-looking crown for a missing tooth.',
          features: ['Protects the jawbone', 'No effect on neighboring teeth', 'Cleaned like a natural tooth'],
        },
        {
          icon: HeartPulse,
          title: 'Root Canal Therapy',
          description: 'Removes infection from inside the tooth and saves it.',
          features: ['Relieves toothache', 'Rotary instruments', 'Crowned for strength'],
        },
        {
          icon: Brush,
          title: 'Dental Bonding',
          description: 'Resin that repairs chips, gaps and worn edges.',
          features: ['No drilling in most cases', 'Completed in one visit', 'Natural finish'],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'technology',
      title: 'Technology Behind Your Restoration',
      items: [
        {
          icon: Crown,
          title: 'Same-Day Crown System',
          description: 'Crowns designed and milled in the clinic.',
          features: ['No temporary crown', 'One appointment'],
        },
        {
          icon: Camera,
          title: 'Digital Imaging',
          description: 'Low-dose X-rays you can see on screen with us.',
          features: ['Less radiation', 'Instant images'],
        },
        {
          icon: Scan,
          title: 'Cone-Beam CT Scanner',
          description: '3D images of bone and nerves for safe planning.',
          features: ['Precise implant planning', 'Clear view of roots'],
        },
        {
          icon: Microscope,
          title: 'Digital Impressions',
          description: 'An intraoral scanner instead of impression trays.',
          features: ['Comfortable', 'Accurate fit'],
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      title: 'How We Restore a Tooth',
      items: [
        {
          step: 1,
          title: 'Examination & Diagnosis',
          description: 'We examine the tooth and take digital X-rays or a scan to see how far the damage goes.',
        },
        {
          step: 2,
          title: 'Your Treatment Options',
          description:
            'We explain what we recommend and why, with the alternatives, the cost and the number of visits, so you can choose.',
        },
        {
          step: 3,
          title: 'Gentle Treatment',
          description:
            'We numb the area with local anesthetic, remove any decay or damage, then rebuild or replace the tooth.',
        },
        {
          step: 4,
          title: 'Review & Aftercare',
          description:
            'We check that your bite feels right, show you how to look after the restoration and keep an eye on it at your check-ups.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      title: 'Benefits of Restorative Care',
      items: [
        {
          icon: Smile,
          title: 'Eat and Speak Comfortably',
          description: 'Restored teeth let you chew and talk with confidence.',
        },
        {
          icon: ShieldCheck,
          title: 'Stop Further Damage',
          description: 'Treating a problem early keeps it from spreading.',
        },
        {
          icon: Layers,
          title: 'Natural Appearance',
          description: 'Materials matched to the color of your teeth.',
        },
        {
          icon: Clock,
          title: 'Lasting Results',
          description: 'Well-made restorations last many years with good care.',
        },
      ],
    },
  ],
  callToAction: {
    title: 'Restore your smile',
    text: 'Tell us what is bothering you and we will plan the right repair.',
    phone: 'main',
  },
} satisfies ServiceBody;
