import {
  Bone,
  Camera,
  HeartPulse,
  Scan,
  Scissors,
  ShieldCheck,
  Smile,
  Stethoscope,
  Syringe,
  Timer,
  Layers,
  Microscope,
} from 'lucide-react';
import type { ServiceBody } from './types';

export default {
  hero: {
    lead: 'Careful, comfortable oral surgery with clear explanations before, during and after your procedure.',
    actions: [{ kind: 'contact', label: 'Schedule Consultation' }],
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      title: 'Surgical Services',
      items: [
        {
          icon: Scissors,
          title: 'Tooth Extractions',
          description: 'Simple and surgical removal of damaged teeth.',
          features: ['Local anaesthesia', 'Gentle technique'],
        },
        {
          icon: Stethoscope,
          title: 'Wisdom Teeth Removal',
          description: 'Removal of impacted or painful wisdom teeth.',
          features: ['3D planning', 'Sedation available'],
        },
        {
          icon: Bone,
          title: 'Implant Surgery',
          description: 'Placement of dental implants.',
          features: ['Guided placement', 'Same-day options in some cases'],
        },
        {
          icon: Layers,
          title: 'Bone Grafting',
          description: 'Rebuilds bone to support implants.',
          features: ['Strengthens the jaw'],
        },
        {
          icon: HeartPulse,
          title: 'Soft Tissue Surgery',
          description: 'Treatment of gum and oral soft tissue problems.',
          features: ['Frenectomy', 'Biopsy when needed'],
        },
        {
          icon: ShieldCheck,
          title: 'Pre-Prosthetic Surgery',
          description: 'Preparing the mouth for dentures.',
          features: ['Better denture fit'],
        },
      ],
    },
    {
      kind: 'procedures',
      id: 'procedures',
      title: 'Common Procedures',
      items: [
        {
          title: 'Simple Extraction',
          description: 'A visible tooth removed under local anaesthesia.',
          duration: '30-60 minutes',
          recovery: '1-3 days',
        },
        {
          title: 'Surgical Extraction',
          description: 'A broken or unerupted tooth removed through a small incision.',
          duration: '1-2 hours',
          recovery: '3-7 days',
        },
        {
          title: 'Wisdom Teeth Removal',
          description: 'One or more wisdom teeth removed, often under sedation.',
          duration: '1-3 hours',
          recovery: '5-10 days',
        },
        {
          title: 'Implant Surgery',
          description: 'An implant placed in the jawbone to heal before the crown.',
          duration: '1-2 hours',
          recovery: '3-6 months',
        },
      ],
    },
    {
      kind: 'sedation-options',
      id: 'sedation',
      title: 'Sedation Options',
      items: [
        {
          type: 'Local Anaesthesia',
          description: 'Numbs the area being treated; you stay fully awake.',
          level: 'Minimal',
          recovery: 'Numbness fades in a few hours',
        },
        {
          type: 'Nitrous Oxide',
          description: '“Laughing gas” through a nose mask to help you relax.',
          level: 'Mild',
          recovery: 'Wears off within minutes',
        },
        {
          type: 'Oral Sedation',
          description: 'A tablet taken before treatment for deeper calm.',
          level: 'Moderate',
          recovery: 'Someone must drive you home',
        },
        {
          type: 'IV Sedation',
          description: 'Sedation through a vein, monitored throughout, for longer surgery.',
          level: 'Deep',
          recovery: 'Rest for the remainder of the day',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      title: 'Why Have Surgery With Us',
      items: [
        { icon: Smile, title: 'Comfort First', description: 'A choice of sedation and gentle technique.' },
        {
          icon: Scan,
          title: 'Precise Planning',
          description: '3D scans show roots, nerves and bone before we begin.',
        },
        { icon: Timer, title: 'Faster Healing', description: 'Minimally invasive methods mean less swelling.' },
        { icon: ShieldCheck, title: 'Safe Care', description: 'Strict sterilisation and monitoring throughout.' },
      ],
    },
    {
      kind: 'cards',
      id: 'technology',
      title: 'Surgical Technology',
      items: [
        { icon: Scan, title: 'Cone-Beam CT', description: '3D imaging of the jaw.', features: ['Safer planning'] },
        {
          icon: Camera,
          title: 'Digital X-rays',
          description: 'Low-dose images in seconds.',
          features: ['Instant results'],
        },
        {
          icon: Microscope,
          title: 'Surgical Guides',
          description: '3D-printed guides for implant placement.',
          features: ['Accurate positioning'],
        },
        {
          icon: Syringe,
          title: 'Comfortable Anaesthesia',
          description: 'Numbing gel and slow, gentle injections.',
          features: ['Less discomfort'],
        },
      ],
    },
    {
      kind: 'phased-lists',
      id: 'aftercare',
      title: 'Recovery and Aftercare',
      items: [
        {
          title: 'Immediately After',
          items: [
            'Bite gently on gauze for 30-60 minutes',
            'Use a cold compress to reduce swelling',
            'Eat soft, cool foods',
            'Do not smoke, spit or use a straw',
          ],
        },
        {
          title: 'Follow-Up',
          items: [
            'Rinse gently with warm salt water from the next day',
            'Take medicines as prescribed',
            'Attend your review appointment',
          ],
        },
        {
          title: 'Long-Term',
          items: [
            'Return to normal brushing as the area heals',
            'Keep regular check-ups',
            'Plan any replacement tooth with us',
          ],
        },
      ],
    },
  ],
  callToAction: {
    title: 'Questions about a procedure?',
    text: 'Book a consultation and we will explain every step.',
    contactLabel: 'Schedule Consultation',
    callLabel: 'Call Now',
    phone: 'inquiries',
  },
} satisfies ServiceBody;
