import type { PlatformStats } from './types';

export type StarRow = { readonly stars: 1 | 2 | 3 | 4 | 5; readonly count: number; readonly percent: number };

/** The five bars, 5 stars first; each bar's width is count / totalReviews × 100 percent (spec §9). */
export function starBreakdown(stats: PlatformStats): StarRow[] {
  const counts = [stats.fiveStar, stats.fourStar, stats.threeStar, stats.twoStar, stats.oneStar];
  return counts.map((count, index) => ({
    stars: (5 - index) as StarRow['stars'],
    count,
    percent: stats.totalReviews > 0 ? (count / stats.totalReviews) * 100 : 0,
  }));
}
