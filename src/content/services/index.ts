/**
 * The registry of the twelve service pages (content/registry.ts): the Services dropdown, the route table, the
 * overview, the footer and the tests read it. Kept small (no icons, no bodies) because every page loads it; each
 * body is its own chunk behind `load`. Adding a service: its slug in slugs.ts, its entry below, its body module beside.
 */
import { serviceSlugs, type ServiceSlug } from './slugs';
import { registryEntries, type RegistryEntry } from '../registry';
import type { ServiceEntryData } from './types';

export type ServiceEntry = RegistryEntry<ServiceSlug, ServiceEntryData>;

const serviceRegistry = {
  'preventive-care': {
    title: 'Preventive Care',
    menuLabel: 'Preventive Care',
    summary:
      'Check-ups, professional cleanings, fluoride and advice that stop tooth decay and gum disease before they start.',
    load: () => import('./preventive-care'),
  },
  'restorative-care': {
    title: 'Restorative Care',
    menuLabel: 'Restorative Care',
    summary:
      'Fillings, crowns, bridges, implants and root canal therapy that bring damaged teeth back to strength and comfort.',
    load: () => import('./restorative-care'),
  },
  'cosmetic-services': {
    title: 'Cosmetic Services',
    menuLabel: 'Cosmetic Services',
    summary:
      'Whitening, veneers, bonding, Invisalign and complete smile makeovers, planned around your face and your goals.',
    load: () => import('./cosmetic-services'),
  },
  'emergency-care': {
    title: 'Emergency Dental Care',
    menuLabel: 'Emergency Care',
    summary:
      'Same-day help for toothache, broken teeth, lost fillings and dental injuries, with a 24/7 emergency line.',
    load: () => import('./emergency-care'),
  },
  'dental-implants': {
    title: 'Dental Implants',
    menuLabel: 'Dental Implants',
    summary:
      'Single, multiple and full-arch implants and implant-supported dentures that look, feel and work like natural teeth.',
    load: () => import('./dental-implants'),
  },
  invisalign: {
    title: 'Invisalign Clear Aligners',
    menuLabel: 'Invisalign',
    summary:
      'Nearly invisible, removable aligners that straighten crowded, gapped or misaligned teeth without metal braces.',
    load: () => import('./invisalign'),
  },
  'teeth-whitening': {
    title: 'Teeth Whitening',
    menuLabel: 'Teeth Whitening',
    summary: 'In-office, take-home and combination whitening that brightens your smile safely by several shades.',
    load: () => import('./teeth-whitening'),
  },
  periodontics: {
    title: 'Periodontics and Gum Disease Treatment',
    menuLabel: 'Periodontics',
    summary: 'Diagnosis and treatment of bleeding, receding and infected gums, from deep cleaning to gum grafts.',
    load: () => import('./periodontics'),
  },
  endodontics: {
    title: 'Endodontics and Root Canal Therapy',
    menuLabel: 'Endodontics',
    summary:
      'Gentle root canal treatment that relieves tooth pain, clears infection and saves your natural tooth.',
    load: () => import('./endodontics'),
  },
  orthodontics: {
    title: 'Orthodontics and Braces',
    menuLabel: 'Orthodontics',
    summary:
      'Metal, ceramic and lingual braces and clear aligners for children, teens and adults who want straighter teeth.',
    load: () => import('./orthodontics'),
  },
  'pediatric-dentistry': {
    title: 'Pediatric Dentistry',
    menuLabel: 'Pediatric Dentistry',
    summary:
      'Gentle, playful dental care for infants, toddlers, children and teens, and practical advice for parents.',
    load: () => import('./pediatric-dentistry'),
  },
  'oral-surgery': {
    title: 'Oral Surgery',
    menuLabel: 'Oral Surgery',
    summary:
      'Extractions, wisdom teeth removal and implant surgery with clear aftercare and a choice of sedation.',
    load: () => import('./oral-surgery'),
  },
} satisfies Record<ServiceSlug, ServiceEntryData>;

export const services = registryEntries<ServiceSlug, ServiceEntryData>(serviceSlugs, serviceRegistry);
