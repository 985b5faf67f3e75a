/**
 * The registry of the twelve service pages (content/registry.ts): the Services dropdown, the route table, the
 * overview, the footer and the tests read it. Kept small (no icons, no bodies, no meta descriptions) because every
 * page loads it; each body is its own chunk behind `load`. Adding a service: its slug in slugs.ts, its entry below, its
 * meta description in descriptions.ts, its body module beside.
 */
import { serviceSlugs, type ServiceSlug } from './slugs';
import { registryEntries, type RegistryEntry } from '../registry';
import type { ServiceEntryData } from './types';

export type ServiceEntry = RegistryEntry<ServiceSlug, ServiceEntryData>;

const serviceRegistry = {
  'preventive-care': {
    title: 'Preventive Care',
    menuLabel: 'Preventive Care',
    load: () => import('./preventive-care'),
  },
  'restorative-care': {
    title: 'Restorative Care',
    menuLabel: 'Restorative Care',
    load: () => import('./restorative-care'),
  },
  'cosmetic-services': {
    title: 'Cosmetic Services',
    menuLabel: 'Cosmetic Services',
    load: () => import('./cosmetic-services'),
  },
  'emergency-care': {
    title: 'Emergency Dental Care',
    menuLabel: 'Emergency Care',
    load: () => import('./emergency-care'),
  },
  'dental-implants': {
    title: 'Dental Implants',
    menuLabel: 'Dental Implants',
    load: () => import('./dental-implants'),
  },
  invisalign: {
    title: 'Invisalign Clear Aligners',
    menuLabel: 'Invisalign',
    load: () => import('./invisalign'),
  },
  'teeth-whitening': {
    title: 'Teeth Whitening',
    menuLabel: 'Teeth Whitening',
    load: () => import('./teeth-whitening'),
  },
  periodontics: {
    title: 'Periodontics and Gum Disease Treatment',
    menuLabel: 'Periodontics',
    load: () => import('./periodontics'),
  },
  endodontics: {
    title: 'Endodontics and Root Canal Therapy',
    menuLabel: 'Endodontics',
    load: () => import('./endodontics'),
  },
  orthodontics: {
    title: 'Orthodontics and Braces',
    menuLabel: 'Orthodontics',
    load: () => import('./orthodontics'),
  },
  'pediatric-dentistry': {
    title: 'Pediatric Dentistry',
    menuLabel: 'Pediatric Dentistry',
    load: () => import('./pediatric-dentistry'),
  },
  'oral-surgery': {
    title: 'Oral Surgery',
    menuLabel: 'Oral Surgery',
    load: () => import('./oral-surgery'),
  },
} satisfies Record<ServiceSlug, ServiceEntryData>;

export const services = registryEntries<ServiceSlug, ServiceEntryData>(serviceSlugs, serviceRegistry);
