/**
 * Each service page's meta description, one sentence. Read by the prerender only (src/route-descriptions.ts): the
 * browser keeps the prerendered page's description, so these stay out of the registry that every page loads.
 */
import type { ServiceSlug } from './slugs';

export const serviceDescriptions = {
  'preventive-care':
    'Check-ups, professional cleanings, fluoride and advice that stop tooth decay and gum disease before they start.',
  'restorative-care':
    'Fillings, crowns, bridges, implants and root canal therapy that bring damaged teeth back to strength and comfort.',
  'cosmetic-services':
    'Whitening, veneers, bonding, Invisalign and complete smile makeovers, planned around your face and your goals.',
  'emergency-care':
    'Same-day help for toothache, broken teeth, lost fillings and dental injuries, with a 24/7 emergency line.',
  'dental-implants':
    'Single, multiple and full-arch implants and implant-supported dentures that look, feel and work like natural teeth.',
  invisalign:
    'Nearly invisible, removable aligners that straighten crowded, gapped or misaligned teeth without metal braces.',
  'teeth-whitening':
    'In-office, take-home and combination whitening that brightens your smile safely by several shades.',
  periodontics:
    'Diagnosis and treatment of bleeding, receding and infected gums, from deep cleaning to gum grafts.',
  endodontics:
    'Gentle root canal treatment that relieves tooth pain, clears infection and saves your natural tooth.',
  orthodontics:
    'Metal, ceramic and lingual braces and clear aligners for children, teens and adults who want straighter teeth.',
  'pediatric-dentistry':
    'Gentle, playful dental care for infants, toddlers, children and teens, and practical advice for parents.',
  'oral-surgery':
    'Extractions, wisdom teeth removal and implant surgery with clear aftercare and a choice of sedation.',
} satisfies Record<ServiceSlug, string>;
