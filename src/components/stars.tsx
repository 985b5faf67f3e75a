import { Star } from 'lucide-react';
import { cn } from '../lib/cn';

/** How much of each of the five stars is filled: 1, 0.5 or 0 (ratings round to the nearest half). */
export function starFills(rating: number): number[] {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  return Array.from({ length: 5 }, (_, index) => Math.min(1, Math.max(0, (halves - index * 2) / 2)));
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
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
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
