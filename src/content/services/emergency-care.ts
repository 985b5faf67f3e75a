import { Bandage, CircleAlert, Crown, Droplets, Scissors, Snowflake, Thermometer, Zap } from 'lucide-react';
import type { ServiceBody } from './types';

export default {
  hero: {
    lead: 'Dental pain and injuries do not wait for office hours. Call us and we will see you as quickly as possible, often the same day.',
    actions: [{ kind: 'call', label: 'Call the Emergency Line', phone: 'emergency' }],
  },
  hotline: {
    title: '24/7 Emergency Hotline',
    text: 'Severe pain, swelling, bleeding or a knocked-out tooth? Call now, day or night.',
    label: 'Call 24/7 Hotline',
  },
  sections: [
    {
      kind: 'emergency-types',
      id: 'emergencies',
      title: 'Emergencies We Treat',
      items: [
        {
          icon: Zap,
          title: 'Severe Toothache',
          description: 'Often a sign of infection or a deep cavity.',
          symptoms: [
            'Throbbing or constant pain',
            'Pain when biting',
            'Swelling of the gum or face',
            'Sensitivity that lingers',
          ],
        },
        {
          icon: CircleAlert,
          title: 'Broken or Chipped Tooth',
          description: 'From a fall, a hard bite or an old filling giving way.',
          symptoms: ['Sharp edge on the tongue', 'Pain with hot or cold', 'A visible crack or missing piece'],
        },
        {
          icon: Crown,
          title: 'Lost Filling or Crown',
          description: 'The tooth underneath is exposed and can break further.',
          symptoms: ['A gap or hole in the tooth', 'Sensitivity to air and food', 'A loose crown in your mouth'],
        },
        {
          icon: Scissors,
          title: 'Urgent Extractions',
          description: 'When a tooth cannot be saved and is causing pain or infection.',
          symptoms: ['Severe decay', 'A cracked root', 'Painful wisdom tooth'],
        },
        {
          icon: Bandage,
          title: 'Dental Trauma',
          description: 'Injuries to teeth, gums or jaw from sport or accidents.',
          symptoms: [
            'Knocked-out or loosened tooth',
            'Bleeding that will not stop',
            'Cuts to the lips or gums',
            'Jaw pain after a blow',
          ],
        },
      ],
    },
    {
      kind: 'steps',
      id: 'what-to-do',
      title: 'What to Do in an Emergency',
      items: [
        { step: 1, title: 'Call Immediately', description: 'Ring the emergency line; we answer day and night.' },
        {
          step: 2,
          title: 'Describe Your Symptoms',
          description: 'Tell us what happened and how it feels, so we can prepare.',
        },
        {
          step: 3,
          title: 'Get Directions',
          description: 'We give you a time and directions, with parking at the door.',
        },
        {
          step: 4,
          title: 'Emergency Treatment',
          description: 'We relieve the pain first, then repair or plan the next step.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'care-tips',
      title: 'Until You Reach Us',
      items: [
        {
          icon: Droplets,
          title: 'Knocked-Out Tooth',
          description:
            'Hold it by the crown, rinse gently, keep it in milk and reach the office within 30 minutes.',
        },
        {
          icon: Snowflake,
          title: 'Broken Tooth',
          description: 'Rinse with warm water, save any pieces and use a cold compress on the cheek.',
        },
        {
          icon: Thermometer,
          title: 'Severe Pain',
          description:
            'Rinse with warm salt water and take an over-the-counter painkiller as directed. Never put aspirin on the gum.',
        },
        {
          icon: Crown,
          title: 'Lost Crown',
          description: 'Keep the crown safe and bring it with you; avoid chewing on that side.',
        },
      ],
    },
  ],
  callToAction: {
    title: 'In pain right now?',
    text: 'Call the emergency line for pain, swelling or an injury, day or night. For anything that can wait, call the front desk or send us a message.',
    // The emergency line has its own button; "Call Now" reaches the front desk for questions and routine visits.
    extraAction: { kind: 'call', label: 'Emergency Call', phone: 'emergency' },
    phone: 'main',
  },
} satisfies ServiceBody;
