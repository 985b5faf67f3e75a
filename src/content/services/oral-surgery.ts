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
          features: ['Local anesthesia', 'Gentle technique'],
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
          description: 'A visible tooth removed under local anesthesia.',
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
      kind: 'steps',
      id: 'process',
      title: 'Your Surgery, Step by Step',
      items: [
        {
          step: 1,
          title: 'Consultation & Imaging',
          description:
            'We examine the area, take X-rays or a 3D scan, go through your medical history and medicines, and explain your options and their risks.',
        },
        {
          step: 2,
          title: 'Planning & Preparation',
          description:
            'Together we choose the procedure and the level of sedation, and you receive written instructions on eating, medicines and, if you are sedated, arranging an adult to take you home.',
        },
        {
          step: 3,
          title: 'Your Procedure',
          description:
            'The area is numbed with local anesthetic, with sedation if you chose it, and your comfort and vital signs are checked throughout.',
        },
        {
          step: 4,
          title: 'Recovery & Review',
          description:
            'You go home with aftercare instructions and a number to call with any concern, and we check your healing at a review appointment.',
        },
      ],
    },
    {
      kind: 'sedation-options',
      id: 'sedation',
      title: 'Sedation Options',
      // Local anesthetic is not sedation: it numbs without calming, so it is part of every option below rather
      // than an option of its own (issue 4: accurate information a patient can trust).
      intro:
        'Every procedure is done under local anesthetic, which numbs the area so you feel no pain. Sedation is an extra that helps you relax; we recommend a level based on the procedure, your health and how anxious you feel.',
      items: [
        {
          type: 'Nitrous Oxide (Laughing Gas)',
          description:
            'A mix of nitrous oxide and oxygen breathed through a small nose mask, alongside local anesthetic. You stay awake, calm and able to talk to us.',
          level: 'Minimal',
          recovery:
            'Wears off within minutes of breathing pure oxygen; most people return to their normal day right away.',
        },
        {
          type: 'Oral Sedation',
          description:
            'A prescribed tablet taken about an hour before treatment, with local anesthetic for the procedure. You stay awake but drowsy and relaxed.',
          level: 'Mild',
          recovery:
            'Drowsiness can last several hours: an adult must take you home, and you should not drive for the rest of the day.',
        },
        {
          type: 'IV Conscious Sedation',
          description:
            'Sedative medicine given through a vein and adjusted as we go, with your breathing, pulse and oxygen monitored throughout. You can still respond, often remember little, and local anesthetic numbs the area.',
          level: 'Moderate',
          recovery:
            'An adult must take you home and stay with you; no driving, machinery or important decisions for 24 hours.',
        },
        {
          type: 'General Anesthesia or Deep Sedation',
          description:
            'For complex surgery, or when other options are not suitable: you are fully or almost fully asleep. An anesthesiologist gives and monitors it in a hospital or accredited surgical facility, and local anesthetic is usually added to ease pain afterwards.',
          level: 'Deep',
          recovery:
            'You rest in a recovery area until you are awake and steady; an adult must take you home and stay with you, with no driving for at least 24 hours.',
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
        { icon: ShieldCheck, title: 'Safe Care', description: 'Strict sterilization and monitoring throughout.' },
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
          title: 'Comfortable Anesthesia',
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
    phone: 'main',
  },
} satisfies ServiceBody;
