/** Shapes of the smile gallery (spec §3), and the view every gallery page's cards and modal are rendered from. */
import type { GallerySlug } from './slugs';

export type GallerySection = {
  readonly id: GallerySlug;
  readonly title: string;
  readonly description: string;
  readonly imageCount: number;
  /**
   * What imageCount counts, as the index card names it: "image" unless said here. Smile Transformations' 8 (spec §9)
   * is its eight cases, which its page shows before and after, 16 images: its card says "8 cases" (issue 18).
   */
  readonly countNoun?: 'image' | 'case';
  readonly route: string;
  /** Two dark stops; white text on either passes WCAG AA. */
  readonly gradient: { readonly from: string; readonly to: string };
  readonly seoBadge: string;
  /** The page's items, in their own chunk. */
  readonly load: () => Promise<{ default: { readonly view: GalleryView } }>;
};

/** A gallery page's entry in the registry (index.ts): the section without what the registry derives. */
export type GalleryEntryData = Omit<GallerySection, 'id' | 'route'>;

export type Category = { readonly id: string; readonly name: string };
export type Difficulty = 'Basic' | 'Moderate' | 'Advanced';

export type BeforeAfterCase = {
  id: number;
  treatment: string;
  duration: string;
  beforeImage: string;
  afterImage: string;
  description: string;
  seoKeywords: readonly string[];
};
export type WorkItem = {
  id: number;
  title: string;
  category: string;
  description: string;
  image: string;
  procedure: string;
  duration: string;
  difficulty: Difficulty;
};
export type TransformationCase = {
  id: number;
  transformationType: string;
  duration: string;
  beforeImage: string;
  afterImage: string;
  description: string;
  procedures: readonly string[];
  seoKeywords: readonly string[];
};
export type ShowcaseItem = {
  id: number;
  title: string;
  category: string;
  description: string;
  image: string;
  treatment: string;
  patientAge: string;
  satisfaction: number;
};
export type ClinicPhoto = {
  id: number;
  title: string;
  area: 'reception' | 'waiting' | 'treatment' | 'equipment' | 'staff';
  description: string;
  image: string;
  features: readonly [string, string, string, string];
};
export type GalleryEvent = {
  id: number;
  title: string;
  type: 'community' | 'seminar' | 'awareness';
  date: string;
  description: string;
  image: string;
  location: string;
  attendees: number;
};
export type PatientStory = {
  id: number;
  treatment: string;
  story: string;
  image: string;
  rating: 5;
  duration: string;
  seoKeywords: string;
};
export type TechnologyItem = {
  id: number;
  name: string;
  category: 'imaging' | 'restoration' | 'digital' | 'treatment';
  description: string;
  image: string;
  benefits: readonly string[];
  specifications: readonly string[];
};
export type GalleryTeamMember = {
  id: number;
  position: string;
  specialization: string;
  experience: string;
  education: string;
  image: string;
  bio: string;
  seoKeywords: readonly string[];
};
export type Award = {
  id: number;
  title: string;
  type: string;
  year: string;
  description: string;
  image: string;
  organization: string;
  significance: string;
};

/** What a card shows. */
export type GalleryCard = {
  readonly title: string;
  readonly badge?: string;
  readonly summary: string;
  readonly tags?: readonly string[];
  readonly meta?: readonly string[];
  /** Five stars and "N/5" (patient stories). */
  readonly rating?: number;
  readonly actionLabel: 'View Details' | 'View Profile' | 'Read Full Story';
  /**
   * Names the card's button ("View Profile: …") where the title alone repeats on the page (two Dental
   * Hygienists), so every button's accessible name is unique; the title otherwise.
   */
  readonly distinctTitle?: string;
  /** The placeholder image's accessible name; before/after cases show two. */
  readonly images: readonly string[];
};

/** What the detail modal shows. */
export type GalleryDetails = {
  readonly title: string;
  readonly facts: readonly { readonly label: string; readonly value: string }[];
  readonly description: string;
  readonly lists?: readonly { readonly label: string; readonly items: readonly string[] }[];
  readonly rating?: number;
  readonly images: readonly string[];
};

/** One gallery page as written: its items and how to show them (content/gallery/define.ts). */
export type GalleryPageContent<T extends { id: number }> = {
  readonly title: string;
  readonly subtitle: string;
  readonly items: readonly T[];
  /** Filter buttons, "All" first; only pages with categories show them. */
  readonly categories?: readonly Category[];
  readonly categoryOf?: (item: T) => string;
  readonly toCard: (item: T) => GalleryCard;
  readonly toDetails: (item: T) => GalleryDetails;
};

/** One item as the template shows it: its card, its details and its category, whatever the page's item type. */
export type GalleryViewItem = {
  readonly id: number;
  readonly category?: string;
  readonly card: GalleryCard;
  readonly details: GalleryDetails;
};

/** One gallery page as the template shows it. The template knows nothing page-specific. */
export type GalleryView = {
  readonly title: string;
  readonly subtitle: string;
  /** Filter buttons, "All" first; only pages with categories show them. */
  readonly categories?: readonly Category[];
  readonly items: readonly GalleryViewItem[];
};
