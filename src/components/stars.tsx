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
function ratingLabel(rating: number): string {
  return `Rated ${Number.isInteger(rating) ? rating : rating.toFixed(1)} out of 5`;
}

/** Glyph size in CSS pixels for each size, and the 2px gap between glyphs. */
const glyphPixels = { sm: 16, md: 20, lg: 28 } as const;
const gapPixels = 2;
/** The star is Lucide's `star` (24 × 24 units), drawn here as path data so five of them are one element. */
const glyphUnits = 24;

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Lucide's star path moved `dx` units right: only its three absolute commands carry an x to move. */
function starPath(dx: number): string {
  return (
    `M${round(11.525 + dx)} 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 ` +
    `.294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 ` +
    `0 0 0-1.973 0L${round(6.396 + dx)} 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L` +
    `${round(2.16 + dx)} 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z`
  );
}

/** Geometry of a row of five stars at one size, in the SVG's units (one star is 24 units wide). */
function starRow(size: keyof typeof glyphPixels) {
  const gapUnits = (gapPixels * glyphUnits) / glyphPixels[size];
  const pitch = glyphUnits + gapUnits;
  return {
    width: round(5 * glyphUnits + 4 * gapUnits),
    pixelWidth: 5 * glyphPixels[size] + 4 * gapPixels,
    pitch,
    path: Array.from({ length: 5 }, (_, index) => starPath(index * pitch)).join(''),
  };
}

const starRows = { sm: starRow('sm'), md: starRow('md'), lg: starRow('lg') };

/**
 * Five star glyphs filled by rating, hidden from assistive technology and replaced there by text.
 *
 * One SVG of four elements: the five outlines as one path, and the filled copy as one path inside a nested SVG as
 * wide as the fill, which clips it (no clip-path id to collide between ratings). Five Lucide icons with a clipped
 * copy each were 30 elements per rating, up to 600 on a reviews page: a large share of its first style and layout.
 */
export function Stars({
  rating,
  className,
  size = 'md',
}: {
  rating: number;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const row = starRows[size];
  const filledWidth = round(
    starFills(rating).reduce(
      (width, fill, index) => (fill > 0 ? index * row.pitch + fill * glyphUnits : width),
      0,
    ),
  );
  return (
    <span className={cn('inline-flex items-center', className)} data-slot="stars">
      <svg
        aria-hidden="true"
        focusable="false"
        width={row.pixelWidth}
        height={glyphPixels[size]}
        viewBox={`0 0 ${row.width} ${glyphUnits}`}
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="shrink-0 stroke-amber-600"
        data-rating={rating}
      >
        <path d={row.path} fill="none" />
        {filledWidth > 0 && (
          <svg
            width={filledWidth}
            height={glyphUnits}
            viewBox={`0 0 ${filledWidth} ${glyphUnits}`}
            data-slot="star-fill"
          >
            <path d={row.path} className="fill-amber-500" />
          </svg>
        )}
      </svg>
      <span className="sr-only">{ratingLabel(rating)}</span>
    </span>
  );
}
