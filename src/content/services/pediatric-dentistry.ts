import { Gift, Smile, Sparkles, Shield, Tv, Droplet, Stethoscope, Users, Armchair, Puzzle } from 'lucide-react';
import type { ServiceBody } from './types';

export default {
  hero: {
    lead: 'Gentle, fun dental care that helps children grow up with healthy teeth and without fear of the dentist.',
    actions: [{ kind: 'contact', label: 'Schedule First Visit' }],
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      title: 'Services for Children',
      items: [
        {
          icon: Stethoscope,
          title: 'Check-ups & Cleanings',
          description: 'Gentle examinations and cleaning every six months.',
          features: ['Tell-show-do approach', 'Growth monitoring'],
        },
        {
          icon: Droplet,
          title: 'Fluoride Varnish',
          description: 'Strengthens young enamel against decay.',
          features: ['Quick and painless'],
        },
        {
          icon: Shield,
          title: 'Dental Sealants',
          description: 'Protective coatings for the grooves of back teeth.',
          features: ['No drilling', 'Lasts for years'],
        },
        {
          icon: Sparkles,
          title: 'Tooth-Colored Fillings',
          description: 'Child-friendly treatment of cavities.',
          features: ['Numbing gel first', 'Natural look'],
        },
        {
          icon: Smile,
          title: 'Early Orthodontic Checks',
          description: 'Spotting bite and spacing problems early.',
          features: ['From age 7'],
        },
        {
          icon: Users,
          title: 'Habit Counseling',
          description: 'Help with thumb-sucking and pacifier use.',
          features: ['Friendly, no-pressure advice'],
        },
      ],
    },
    {
      kind: 'age-groups',
      id: 'ages',
      title: 'Care at Every Age',
      items: [
        {
          age: 'Infants (0-2)',
          description: 'First visit by age 1 to check early teeth and advise parents.',
          services: ['Teething advice', 'Cleaning baby teeth', 'Bottle and feeding habits'],
        },
        {
          age: 'Toddlers (2-5)',
          description: 'Building good habits and a positive view of the dentist.',
          services: ['Gentle check-ups', 'Fluoride varnish', 'Brushing practice'],
        },
        {
          age: 'Children (6-12)',
          description: 'Protecting new adult teeth as they come in.',
          services: ['Sealants', 'Fillings', 'Orthodontic screening'],
        },
        {
          age: 'Teens (13-18)',
          description: 'Independent care, sports protection and orthodontics.',
          services: ['Sports mouthguards', 'Braces or aligners', 'Wisdom tooth checks'],
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      title: 'Your Child’s Visit, Step by Step',
      items: [
        {
          step: 1,
          title: 'A Warm Welcome',
          description:
            'We meet you and your child, go through a short health history and let your child explore the room and the chair.',
        },
        {
          step: 2,
          title: 'Tell, Show, Do',
          description:
            'We explain each instrument in simple words and show how it feels on a finger before we use it in the mouth.',
        },
        {
          step: 3,
          title: 'Gentle Check & Clean',
          description:
            'We count and check the teeth and gums, clean them and apply fluoride varnish if it will help.',
        },
        {
          step: 4,
          title: 'Tips & Next Visit',
          description:
            'We tell you what we found, share simple tips for home and book the next check-up, usually in six months.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      title: 'Why Early Care Matters',
      items: [
        { title: 'Prevents Cavities', description: 'Early visits stop decay before it causes pain.' },
        { title: 'Builds Good Habits', description: 'Children learn to care for their own teeth.' },
        { title: 'Reduces Fear', description: 'Friendly visits make the dentist a normal, easy part of life.' },
        { title: 'Guides Healthy Growth', description: 'We watch jaw and tooth development as children grow.' },
      ],
    },
    {
      kind: 'tips',
      id: 'environment',
      title: 'A Child-Friendly Clinic',
      items: [
        { icon: Tv, title: 'Ceiling Screens', description: 'Cartoons to watch during treatment.' },
        { icon: Puzzle, title: 'Play Corner', description: 'Books and toys in the waiting area.' },
        {
          icon: Gift,
          title: 'Brave-Patient Rewards',
          description: 'Stickers and small prizes after every visit.',
        },
        {
          icon: Armchair,
          title: 'Parents Welcome',
          description: 'You can stay with your child in the treatment room.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'parent-tips',
      title: 'Tips for Parents',
      items: [
        { title: 'First visit by age 1', description: 'Or within six months of the first tooth.' },
        { title: 'Checkups every 6 months', description: 'Regular visits catch problems early.' },
        {
          title: 'Brush twice a day',
          description: 'A smear of fluoride toothpaste under 3, a pea-sized amount from 3 to 6.',
        },
        {
          title: 'Help until age 7 or 8',
          description: 'Children need help to brush well until they can tie their shoes.',
        },
        {
          title: 'Limit sugary snacks and drinks',
          description: 'Keep sweets to mealtimes and offer water between meals.',
        },
        { title: 'No bottle in bed', description: 'Milk or juice pooling overnight causes decay.' },
        { title: 'Start flossing early', description: 'Floss once teeth touch each other.' },
        { title: 'Use a mouthguard for sport', description: 'It protects teeth from knocks and falls.' },
      ],
    },
    {
      kind: 'phased-lists',
      id: 'first-visit',
      title: 'Preparing for the First Visit',
      items: [
        {
          title: 'Before',
          items: [
            'Talk about the visit positively',
            'Read a picture book about the dentist',
            'Book a time when your child is rested',
          ],
        },
        {
          title: 'During',
          items: ['Stay close and calm', 'Let the dentist explain each step', 'Praise your child’s bravery'],
        },
        {
          title: 'After',
          items: ['Celebrate the visit', 'Follow the home-care advice', 'Book the next check-up'],
        },
      ],
    },
  ],
  callToAction: {
    title: 'Book your child’s first visit',
    text: 'We make it gentle, fun and short.',
    // The page's own button to the contact page stands in for "Contact Us": one link there, not two (issue 18).
    contactLabel: 'Schedule First Visit',
    phone: 'main',
  },
} satisfies ServiceBody;
