/** Shapes of the services family: the eager registry entry and the lazily loaded page body. */
import type { ServiceSectionId } from '../paths';
import type { ServiceSlug } from './slugs';
import type { Benefit, FeatureCard, IconGlyph, Step } from '../types';
import type { clinic } from '../clinic';

/** A service page's entry in the registry (index.ts). */
export type ServiceEntryData = {
  /** The page's h1 and <title>. */
  readonly title: string;
  /** The shorter label of the Services dropdown. */
  readonly menuLabel: string;
  readonly load: () => Promise<{ default: ServiceBody }>;
};

/** Which of the clinic's two numbers a call action dials (clinic.phones). */
export type ServicePhone = keyof typeof clinic.phones;

/** A button that dials one of the clinic's numbers. */
export type CallAction = { readonly kind: 'call'; readonly label: string; readonly phone: ServicePhone };

/** A button that leads to the contact page or dials one of the clinic's numbers. */
export type LinkAction = { readonly kind: 'contact'; readonly label: string } | CallAction;

export type HeroAction =
  | LinkAction
  /** An in-page link to one of the page's own sections ("Learn More"). */
  | { readonly kind: 'anchor'; readonly label: string; readonly targetId: string };

type SectionBase = { readonly id: string; readonly title: string; readonly intro?: string };

export type EmergencyType = {
  readonly icon: IconGlyph;
  readonly title: string;
  readonly description: string;
  readonly symptoms: readonly string[];
};
export type Tip = { readonly icon?: IconGlyph; readonly title: string; readonly description: string };
export type WhiteningOption = FeatureCard & { readonly duration: string; readonly results: string };
export type TreatmentOption = {
  readonly title: string;
  readonly description: string;
  readonly duration: string;
  readonly cost: string;
};
export type AgeGroup = {
  readonly age: string;
  readonly description: string;
  readonly benefits?: readonly string[];
  readonly services?: readonly string[];
};
export type Procedure = {
  readonly title: string;
  readonly description: string;
  readonly duration: string;
  readonly recovery: string;
};
export type SedationOption = {
  readonly type: string;
  readonly description: string;
  readonly level: 'Minimal' | 'Mild' | 'Moderate' | 'Deep';
  readonly recovery: string;
};
export type MythAndFact = { readonly myth: string; readonly fact: string };
export type PhasedList = { readonly title: string; readonly items: readonly string[] };

/** A page is an ordered list of sections; each kind has one renderer in templates/service-sections.tsx. */
export type ServiceSection =
  | (SectionBase & { readonly kind: 'cards'; readonly items: readonly FeatureCard[] })
  | (SectionBase & { readonly kind: 'steps'; readonly items: readonly Step[] })
  | (SectionBase & { readonly kind: 'benefits'; readonly items: readonly Benefit[] })
  | (SectionBase & { readonly kind: 'emergency-types'; readonly items: readonly EmergencyType[] })
  | (SectionBase & { readonly kind: 'tips'; readonly items: readonly Tip[] })
  | (SectionBase & { readonly kind: 'checklist'; readonly items: readonly string[] })
  | (SectionBase & { readonly kind: 'whitening-options'; readonly items: readonly WhiteningOption[] })
  | (SectionBase & { readonly kind: 'treatment-options'; readonly items: readonly TreatmentOption[] })
  | (SectionBase & { readonly kind: 'age-groups'; readonly items: readonly AgeGroup[] })
  | (SectionBase & { readonly kind: 'procedures'; readonly items: readonly Procedure[] })
  | (SectionBase & { readonly kind: 'sedation-options'; readonly items: readonly SedationOption[] })
  | (SectionBase & { readonly kind: 'myths-facts'; readonly items: readonly MythAndFact[] })
  | (SectionBase & { readonly kind: 'phased-lists'; readonly items: readonly PhasedList[] });

/**
 * A page's closing band (components/closing-band.tsx; content/services/actions.ts, closingActions): a "Call Now"
 * telephone link and one link to the contact page (§2), after the page's own call button if it has one. The services
 * overview and every service page write theirs in this shape.
 */
export type ClosingBandContent = {
  readonly title: string;
  readonly text: string;
  /** Which clinic number "Call Now" dials. */
  readonly phone: ServicePhone;
  /**
   * The label of the band's one link to the contact page: "Contact Us" (§2), or the page's own button where the
   * spec names one there (orthodontics' schedule button, pediatric dentistry's first visit). That button and
   * "Contact Us" were once both shown, two links to the same page side by side; now they are one (issue 18).
   */
  readonly contactLabel?: string;
  /** A button of the page's own that dials (emergency care's Emergency Call), shown first. */
  readonly extraAction?: CallAction;
};

export type ServiceBody = {
  readonly hero: { readonly lead: string; readonly actions?: readonly HeroAction[] };
  /** Emergency care's 24/7 line, shown under the hero. */
  readonly hotline?: { readonly title: string; readonly text: string; readonly label: string };
  readonly sections: readonly ServiceSection[];
  readonly callToAction: ClosingBandContent;
};

/** The /services overview. */
export type OverviewItem = {
  readonly icon: IconGlyph;
  readonly title: string;
  readonly description: string;
  readonly slug?: ServiceSlug;
};
export type OverviewSection = {
  readonly id: ServiceSectionId;
  readonly title: string;
  readonly intro: string;
  readonly items: readonly OverviewItem[];
};
export type Speciality = {
  readonly id: ServiceSectionId;
  readonly icon: IconGlyph;
  readonly title: string;
  readonly description: string;
  readonly slug: ServiceSlug;
};
