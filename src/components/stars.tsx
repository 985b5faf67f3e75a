import { Star } from 'lucide-react';
import { cn } from '../lib/cn';

/**
 * How much of each of the five stars is filled, from 0 to 1: full stars for the whole part of the rating and one
 * partly filled star for the fraction, so 4.8 draws four stars and 80% of the fifth and never looks like 5.0.
 * Worked in whole hundredths, so 4.8 gives exactly 0.8 rather than 4.8 − 4 = 0.7999….
 */
export function starFills(rating: number): number[] {
  const hundredths = Math.round(Math.min(5, Math.max(0, rating)) * 100);
  return Array.from({ length: 5 }, (_, index) => Math.min(100, Math.max(0, hundredths - index * 100)) / 100);
}

/** "Rated 4.8 out of 5": what assistive technology hears instead of the glyphs. */
export function ratingLabel(rating: number): string {
  return `Rated ${Number.isInteger(rating) ? rating : rating.toFixed(1)} out of 5`;
}

/** Five star glyphs filled by rating, hidden from assistive technology and replaced there by text. */
export function Stars({
  rating,
  className,
  size = 'md',
}: {
  rating: number;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const glyphClass = size === 'sm' ? 'size-4' : size === 'lg' ? 'size-7' : 'size-5';
  return (
    <span className={cn('inline-flex items-center', className)} data-slot="stars">
      <span aria-hidden="true" className="inline-flex gap-0.5">
        {starFills(rating).map((fill, index) => (
          <span key={index} className={cn('relative inline-block', glyphClass)} data-fill={fill}>
            <Star className={cn('absolute inset-0 text-amber-600', glyphClass)} strokeWidth={1.5} />
            {/* A filled copy clipped to the fill's width: no SVG gradient, so no ids to collide between ratings. */}
            {fill > 0 && (
              <span
                className="absolute inset-y-0 left-0 overflow-hidden"
                style={{ width: `${Math.round(fill * 100)}%` }}
                data-slot="star-fill"
              >
                <Star className={cn('fill-amber-500 text-amber-600', glyphClass)} strokeWidth={1.5} />
              </span>
            )}
          </span>
        ))}
      </span>
      <span className="sr-only">{ratingLabel(rating)}</span>
    </span>
  );
}
