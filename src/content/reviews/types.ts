/** Shapes of the reviews family (spec §3: review platform, testimonial, platform review, overall stats). */
import type { ReviewPlatformSlug } from './slugs';

/** What the reviews overview shows of a platform. */
type PlatformSummary = {
  readonly name: string;
  /** Initials shown in the platform badge. */
  readonly icon: string;
  readonly rating: number;
  readonly reviewCount: number;
  /** The platform's own site, for "Write a Review". */
  readonly url: string;
};

/** A platform's entry in the registry (index.ts): its summary, its page's title, its page body. */
export type ReviewPlatformEntryData = PlatformSummary & {
  readonly title: string;
  readonly load: () => Promise<{ default: PlatformPage }>;
};

/** The spec's record of a review platform (§3), with its route parameter value (`google-reviews`, spec §2). */
export type ReviewPlatform = PlatformSummary & { readonly component: `${ReviewPlatformSlug}-reviews` };

export type Testimonial = {
  readonly name: string;
  readonly rating: 5;
  readonly text: string;
  readonly platform: string;
  /** ISO date, yyyy-MM-dd. */
  readonly date: string;
};

export type PlatformStats = {
  readonly averageRating: number;
  readonly totalReviews: number;
  readonly fiveStar: number;
  readonly fourStar: number;
  readonly threeStar: number;
  readonly twoStar: number;
  readonly oneStar: number;
};

type ReviewBase = {
  readonly id: number;
  readonly author: string;
  readonly rating: 1 | 2 | 3 | 4 | 5;
  readonly date: string;
  readonly text: string;
  readonly verified: boolean;
};

/** Extras by platform (spec §3). */
export type PlatformReview = ReviewBase & {
  readonly helpful?: number;
  readonly likes?: number;
  readonly comments?: number;
  readonly useful?: number;
  readonly funny?: number;
  readonly cool?: number;
  readonly specialty?: string;
  readonly appointmentType?: string;
};

export type PlatformPage = {
  readonly intro: string;
  readonly listTitle: string;
  readonly stats: PlatformStats;
  readonly reviews: readonly PlatformReview[];
  readonly closing: {
    readonly title: string;
    readonly text: string;
    readonly action: 'write-review' | 'book-appointment';
  };
};
