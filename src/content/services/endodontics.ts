import {
  Camera,
  HeartPulse,
  Microscope,
  RotateCcw,
  Scan,
  ShieldCheck,
  Smile,
  Timer,
  Zap,
  Crown,
  Activity,
  Wrench,
} from 'lucide-react';
import type { ServiceBody } from './types';

export default {
  hero: {
    lead: 'Root canal treatment removes infection from inside a tooth, relieves pain and lets you keep your natural tooth.',
    actions: [{ kind: 'contact', label: 'Book an Appointment' }],
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      title: 'Endodontic Services',
      items: [
        {
          icon: HeartPulse,
          title: 'Root Canal Therapy',
          description: 'Cleans and seals the infected canals of a tooth.',
          features: ['Usually one or two visits', 'Local anesthesia', 'Ends the toothache'],
        },
        {
          icon: RotateCcw,
          title: 'Root Canal Re-treatment',
          description: 'Treats a previously root-filled tooth that has become infected again.',
          features: ['Old filling removed', 'Canals re-cleaned', 'Tooth resealed'],
        },
        {
          icon: Wrench,
          title: 'Apicoectomy',
          description: 'A small procedure at the root tip when re-treatment is not enough.',
          features: ['Removes infected tissue', 'Seals the root end'],
        },
        {
          icon: Zap,
          title: 'Cracked Tooth Treatment',
          description: 'Diagnosis and repair of cracks that cause biting pain.',
          features: ['Magnified examination', 'Crown to hold the tooth together'],
        },
        {
          icon: Activity,
          title: 'Dental Trauma Care',
          description: 'Treatment for injured or knocked-out teeth.',
          features: ['Same-day assessment', 'Follow-up of the nerve'],
        },
        {
          icon: Crown,
          title: 'Post-Treatment Crowns',
          description: 'A crown that protects the tooth after root canal treatment.',
          features: ['Prevents fracture', 'Natural appearance'],
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'symptoms',
      title: 'Signs You May Need a Root Canal',
      items: [
        'Severe toothache when chewing or biting',
        'Lingering sensitivity to hot or cold',
        'A darkened or discolored tooth',
        'Swollen or tender gums near a tooth',
        'A pimple-like bump on the gum',
        'A chipped or cracked tooth',
        'Pain that wakes you at night',
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      title: 'The Treatment Step by Step',
      items: [
        { step: 1, title: 'Diagnosis', description: 'Examination and X-rays confirm the infected tooth.' },
        {
          step: 2,
          title: 'Cleaning the Canals',
          description: 'Under anesthesia the infected pulp is removed and the canals shaped.',
        },
        {
          step: 3,
          title: 'Filling & Sealing',
          description: 'The canals are filled with a biocompatible material and sealed.',
        },
        { step: 4, title: 'Restoration', description: 'A filling or crown protects the tooth for daily chewing.' },
      ],
    },
    {
      kind: 'cards',
      id: 'technology',
      title: 'Technology We Use',
      items: [
        {
          icon: Microscope,
          title: 'Dental Magnification',
          description: 'Loupes and magnification to find every canal.',
          features: ['Greater precision'],
        },
        {
          icon: Timer,
          title: 'Rotary Instruments',
          description: 'Flexible files that shape canals smoothly.',
          features: ['Shorter visits'],
        },
        {
          icon: Camera,
          title: 'Digital X-rays',
          description: 'Low-dose images during treatment.',
          features: ['Instant checks'],
        },
        {
          icon: Scan,
          title: 'Apex Locator',
          description: 'Measures canal length electronically.',
          features: ['Fewer X-rays needed'],
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      title: 'Benefits of Saving Your Tooth',
      items: [
        { icon: Zap, title: 'Pain Relief', description: 'Removing the infection ends the toothache.' },
        { icon: Smile, title: 'Keep Your Natural Tooth', description: 'Nothing works quite like your own tooth.' },
        {
          icon: ShieldCheck,
          title: 'Stops the Infection Spreading',
          description: 'Protects the jaw and neighboring teeth.',
        },
        {
          icon: Timer,
          title: 'Efficient Treatment',
          description: 'Most root canals are finished in one or two visits.',
        },
      ],
    },
    {
      kind: 'myths-facts',
      id: 'myths',
      title: 'Root Canal Myths and Facts',
      items: [
        {
          myth: 'Root canals are very painful.',
          fact: 'With modern anesthesia, treatment feels much like having a filling; it relieves pain rather than causing it.',
        },
        {
          myth: 'It is better to pull the tooth.',
          fact: 'Saving your natural tooth is usually better for chewing, appearance and the jawbone.',
        },
        {
          myth: 'Root canal treatment makes you ill.',
          fact: 'This old claim has been disproven; treatment removes infection from the body.',
        },
        {
          myth: 'A treated tooth needs nothing more.',
          fact: 'Most treated back teeth need a crown to protect them from cracking.',
        },
      ],
    },
  ],
  callToAction: {
    title: 'Toothache that will not go away?',
    text: 'The sooner an infected tooth is treated, the better its chances.',
    phone: 'main',
  },
} satisfies ServiceBody;
