/** The /reviews overview: hero, twelve testimonials, call to action (spec §2 "Reviews overview"). */
import type { Testimonial } from './types';

export default {
  hero: {
    title: 'Patient Reviews',
    subtitle: 'Five-star care, in our patients’ own words, across the review sites they use.',
  },
  testimonials: [
    {
      name: 'Kavya M.',
      rating: 5,
      platform: 'Google',
      date: '2024-01-15',
      text: 'I had a cracked molar and they fitted me in the same evening. The crown was made in the clinic and I walked out with it the same day.',
    },
    {
      name: 'Tom W.',
      rating: 5,
      platform: 'Facebook',
      date: '2024-01-12',
      text: 'Our whole family goes here now. The kids ask when their next check-up is, which I never thought I would say.',
    },
    {
      name: 'Rahul D.',
      rating: 5,
      platform: 'Yelp',
      date: '2024-01-10',
      text: 'Clear prices before anything started and no surprises afterwards. The implant feels completely natural.',
    },
    {
      name: 'Elena P.',
      rating: 5,
      platform: 'Healthgrades',
      date: '2024-01-08',
      text: 'The root canal I had been dreading was painless. The doctor explained each step and checked on me the next day.',
    },
    {
      name: 'Sanjay K.',
      rating: 5,
      platform: 'Zocdoc',
      date: '2024-01-05',
      text: 'Booked online, seen on time, out in forty minutes with a clean bill of health. Easy.',
    },
    {
      name: 'Grace O.',
      rating: 5,
      platform: 'Vitals',
      date: '2024-01-03',
      text: 'Gentle with my anxious teenager and straight with me about options and costs.',
    },
    {
      name: 'Neha T.',
      rating: 5,
      platform: 'Google',
      date: '2023-12-29',
      text: 'Whitening before my wedding: a real difference in one visit and no sensitivity at all.',
    },
    {
      name: 'David C.',
      rating: 5,
      platform: 'Facebook',
      date: '2023-12-22',
      text: 'Lost a filling over the holidays and they saw me the next morning. Very grateful.',
    },
    {
      name: 'Aisha B.',
      rating: 5,
      platform: 'Yelp',
      date: '2023-12-18',
      text: 'Spotless clinic, calm waiting room, and a hygienist who actually taught me how to floss properly.',
    },
    {
      name: 'Vikram S.',
      rating: 5,
      platform: 'Healthgrades',
      date: '2023-12-14',
      text: 'My aligner treatment finished on schedule. Check-ups were short and always on time.',
    },
    {
      name: 'Laura F.',
      rating: 5,
      platform: 'Zocdoc',
      date: '2023-12-09',
      text: 'Wisdom tooth out under sedation; the aftercare instructions were clear and recovery was quick.',
    },
    {
      name: 'Omar H.',
      rating: 5,
      platform: 'Vitals',
      date: '2023-12-05',
      text: 'Wheelchair access was easy and the team made sure I was comfortable throughout. Highly recommended.',
    },
  ] satisfies readonly Testimonial[],
  callToAction: {
    title: 'Join our happy patients',
    text: 'Book your visit, or learn more about our team and how we care for you.',
  },
};
