/**
 * Titles and meta descriptions of the one-off pages. The route table loads this eagerly on every page, so it stays
 * apart from the pages' content, which loads with each page.
 */
import type { PageMeta } from './types';
import { clinic } from './clinic';

const homeHours = clinic.hours.home;

export const pageMeta = {
  home: {
    title: `Dentist & Implant Clinic in ${clinic.suburb}`,
    description: `Family, cosmetic and implant dentistry in ${clinic.suburb}, ${clinic.city}. Open ${homeHours.days} ${homeHours.open} to ${homeHours.close}. Book your visit online or by phone.`,
  },
  about: {
    title: 'About Us & Our Doctors',
    description: `Meet the dentists and specialists of ${clinic.name}: our founder, orthodontist, pediatric dentist and endodontist, our values and our technology.`,
  },
  contact: {
    title: 'Contact Us',
    description: `Call, e-mail or visit ${clinic.shortName} in ${clinic.suburb}, ${clinic.city}. Office hours, directions, parking, insurance and answers to common questions.`,
  },
  services: {
    title: 'Dental Services',
    description: `Preventive, restorative, cosmetic and specialist dental care at ${clinic.shortName}: implants, braces, whitening, root canals, children’s and emergency dentistry.`,
  },
  reviews: {
    title: 'Patient Reviews',
    description: `Five-star reviews of ${clinic.shortName} from Google, Facebook, Yelp, Healthgrades, Zocdoc and Vitals, and what our patients tell us.`,
  },
  gallery: {
    title: 'Our Smile Gallery',
    description: `Before-and-after results, smile transformations, patient stories, our team, technology and clinic at ${clinic.shortName}.`,
  },
} as const satisfies Record<string, PageMeta>;
