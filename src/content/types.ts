/**
 * Types shared across content families. A family's own shapes live beside its modules
 * (content/services/types.ts, content/reviews/types.ts, content/gallery/types.ts).
 */
import type { LucideIcon } from 'lucide-react';

/**
 * An icon, as the lucide-react component itself. Content names the glyph it needs, so each page's chunk carries
 * only its own icons (a name-to-glyph map would put every icon on every page that shows one).
 */
export type IconGlyph = LucideIcon;

/**
 * A paragraph that may contain bold runs. Bold is data, never an HTML string, so nothing needs
 * `dangerouslySetInnerHTML` (spec §3: doctor bios "may contain bold markup").
 */
export type RichText = readonly (string | { readonly strong: string })[];

/** A numbered step of a process (spec §3 "Step"). */
export type Step = { readonly step: number; readonly title: string; readonly description: string };

/** Spec §3 "Benefit": icon, title, description (orthodontic and pediatric benefits have no icon). */
export type Benefit = { readonly icon?: IconGlyph; readonly title: string; readonly description: string };

/** A titled card with an icon, a description and a feature list (spec §3 "Service card"). */
export type FeatureCard = {
  readonly icon: IconGlyph;
  readonly title: string;
  readonly description: string;
  readonly features: readonly string[];
};

/** A page's <title> and meta description, read by the route table. */
