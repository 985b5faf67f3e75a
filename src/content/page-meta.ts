/**
 * Titles of the one-off pages. The route table loads this eagerly on every page, so it stays apart from the pages'
 * content, which loads with each page. Their meta descriptions are in page-descriptions.ts, which only the prerender
 * reads.
 */
import { clinic } from './clinic';

export const pageTitles = {
  home: `Dentist & Implant Clinic in ${clinic.suburb}`,
  about: 'About Us & Our Doctors',
  contact: 'Contact Us',
  services: 'Dental Services',
  reviews: 'Patient Reviews',
  gallery: 'Our Smile Gallery',
} as const;
