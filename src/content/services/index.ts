// TEMPORARY STUB (lead): replaced by the services content module.
import { Shield } from 'lucide-react';
import type { IconGlyph } from '../types';
import type { ServiceSlug } from '../../lib/paths';
type Entry = { slug: ServiceSlug; title: string; menuLabel: string; summary: string; icon: IconGlyph };
export const services: readonly Entry[] = [
  { slug: 'preventive-care', title: 'Preventive Care', menuLabel: 'Preventive Care', summary: '', icon: Shield },
  {
    slug: 'restorative-care',
    title: 'Restorative Care',
    menuLabel: 'Restorative Care',
    summary: '',
    icon: Shield,
  },
  {
    slug: 'cosmetic-services',
    title: 'Cosmetic Services',
    menuLabel: 'Cosmetic Services',
    summary: '',
    icon: Shield,
  },
  { slug: 'emergency-care', title: 'Emergency Care', menuLabel: 'Emergency Care', summary: '', icon: Shield },
  { slug: 'dental-implants', title: 'Dental Implants', menuLabel: 'Dental Implants', summary: '', icon: Shield },
  { slug: 'invisalign', title: 'Invisalign', menuLabel: 'Invisalign', summary: '', icon: Shield },
  { slug: 'teeth-whitening', title: 'Teeth Whitening', menuLabel: 'Teeth Whitening', summary: '', icon: Shield },
  { slug: 'periodontics', title: 'Periodontics', menuLabel: 'Periodontics', summary: '', icon: Shield },
  { slug: 'endodontics', title: 'Endodontics', menuLabel: 'Endodontics', summary: '', icon: Shield },
  { slug: 'orthodontics', title: 'Orthodontics', menuLabel: 'Orthodontics', summary: '', icon: Shield },
  {
    slug: 'pediatric-dentistry',
    title: 'Pediatric Dentistry',
    menuLabel: 'Pediatric Dentistry',
    summary: '',
    icon: Shield,
  },
  { slug: 'oral-surgery', title: 'Oral Surgery', menuLabel: 'Oral Surgery', summary: '', icon: Shield },
];
