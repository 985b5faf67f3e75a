/**
 * Each gallery section's icon, for the gallery index's cards. Apart from content/gallery/index.ts because the route
 * table loads that eagerly on every page. A gallery page names its own icon in its module, so it loads that one
 * alone rather than all ten; tests/unit/content/gallery.test.ts checks the two agree.
 */
import { Award, Building2, Calendar, Cpu, Images, MessageCircleHeart, Smile, Sparkles, Users } from 'lucide-react';
import type { GallerySlug } from '.';
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
