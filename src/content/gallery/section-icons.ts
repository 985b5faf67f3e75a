/**
 * Each gallery section's icon, the one place it is named: the gallery index draws it on the section's card, the
 * gallery page template on the page's placeholders and in its modal. Apart from content/gallery/index.ts because the
 * route table loads that eagerly on every page.
 */
import { Award, Building2, Calendar, Cpu, Images, MessageCircleHeart, Smile, Sparkles, Users } from 'lucide-react';
import type { GallerySlug } from './slugs';
import type { IconGlyph } from '../types';

export const gallerySectionIcons: Record<GallerySlug, IconGlyph> = {
  'before-after': Images,
  'our-work': Sparkles,
  'smile-transformations': Smile,
  'smile-showcase': Sparkles,
  'clinic-photos': Building2,
  events: Calendar,
  'patient-stories': MessageCircleHeart,
  'technology-showcase': Cpu,
  'team-gallery': Users,
  'awards-recognition': Award,
};
