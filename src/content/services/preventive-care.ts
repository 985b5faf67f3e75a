import { BookOpen, Clock, Droplet, PiggyBank, ShieldCheck, Smile, Stethoscope, Users } from 'lucide-react';
import type { ServiceBody } from './types';

export default {
  hero: {
    lead: 'Most dental problems can be prevented. Regular check-ups, cleanings and good habits keep your teeth and gums healthy for life.',
    actions: [{ kind: 'contact', label: 'Book a Check-up' }],
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      title: 'Our Preventive Services',
      items: [
        {
          icon: Stethoscope,
          title: 'Routine Checkups & Cleanings',
          description: 'A thorough examination and professional cleaning every six months.',
          features: [
            'Oral cancer screening',
            'Tartar and stain removal',
            'Digital X-rays when needed',
            'Gum health check',
          ],
        },
        {
          icon: Users,
          title: 'Family & Children’s Dental',
          description: 'Care for every age, with visits that can be booked together.',
          features: [
            'First visits for babies',
            'Sealants for back teeth',
            'Family appointment slots',
            'Friendly, patient team',
          ],
        },
        {
          icon: BookOpen,
          title: 'Oral Health Education',
          description: 'Simple, practical guidance you can use at home.',
          features: [
            'Brushing and flossing technique',
            'Diet and sugar advice',
            'Help to stop smoking',
            'Care for braces and implants',
          ],
        },
        {
          icon: Droplet,
          title: 'Fluoride Treatment',
          description: 'A quick varnish that strengthens enamel and reverses early decay.',
          features: [
            'Takes a few minutes',
            'Safe for children and adults',
            'Reduces sensitivity',
            'Protects exposed roots',
          ],
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      title: 'What Happens at a Check-up',
      items: [
        {
          step: 1,
          title: 'Your Health History',
          description:
            'We ask about your general health, your medicines and anything in your mouth that is bothering you.',
        },
        {
          step: 2,
          title: 'Examination',
          description:
            'We check every tooth, your gums, your bite and the soft tissues of the mouth, including a screening for signs of oral cancer, and take X-rays only when they are needed.',
        },
        {
          step: 3,
          title: 'Professional Cleaning',
          description:
            'We remove tartar and surface stains, polish your teeth and apply fluoride varnish if it will help.',
        },
        {
          step: 4,
          title: 'Your Prevention Plan',
          description:
            'We explain what we found, show you where to focus at home and book your next visit, usually in six months.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      title: 'Why Prevention Pays Off',
      items: [
        {
          icon: PiggyBank,
          title: 'Cost-Effective',
          description: 'A check-up costs far less than a filling, a crown or an implant.',
        },
        {
          icon: Smile,
          title: 'Pain-Free',
          description: 'Catching problems early means simpler, more comfortable treatment.',
        },
        {
          icon: Clock,
          title: 'Quick & Convenient',
          description: 'Most preventive visits take under an hour, with evening slots.',
        },
        {
          icon: ShieldCheck,
          title: 'Long-Term Protection',
          description: 'Healthy teeth and gums protect your overall health for years.',
        },
      ],
    },
  ],
  callToAction: {
    title: 'Due for a check-up?',
    text: 'Book your next cleaning and examination today.',
    phone: 'main',
  },
} satisfies ServiceBody;
