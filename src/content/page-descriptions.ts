/**
 * Meta descriptions of the one-off pages, read by the prerender only (src/route-descriptions.ts). A module of their
 * own: beside the titles in page-meta.ts, which every page loads, the minifier dropped the object but kept the
 * template literals that built it, as their interpolations might have side effects.
 */
import { clinic } from './clinic';
import type { pageTitles } from './page-meta';

const homeHours = clinic.hours.home;

export const pageDescriptions = {
  home: `Family, cosmetic and implant dentistry in ${clinic.suburb}, ${clinic.city}. Open ${homeHours.days} ${homeHours.open} to ${homeHours.close}. Book your visit online or by phone.`,
  about: `Meet the dentists and specialists of ${clinic.name}: our founder, orthodontist, pediatric dentist and endodontist, our values and our technology.`,
  contact: `Call, e-mail or visit ${clinic.shortName} in ${clinic.suburb}, ${clinic.city}. Office hours, directions, parking, insurance and answers to common questions.`,
  services: `Preventive, restorative, cosmetic and specialist dental care at ${clinic.shortName}: implants, braces, whitening, root canals, children’s and emergency dentistry.`,
  reviews: `Five-star reviews of ${clinic.shortName} from Google, Facebook, Yelp, Healthgrades, Zocdoc and Vitals, and what our patients tell us.`,
  gallery: `Before-and-after results, smile transformations, patient stories, our team, technology and clinic at ${clinic.shortName}.`,
} as const satisfies Record<keyof typeof pageTitles, string>;
