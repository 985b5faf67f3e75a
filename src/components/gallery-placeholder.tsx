import type { GallerySection } from '../content/gallery/types';
import type { IconGlyph } from '../content/types';
import { cn } from '../lib/cn';

/**
 * The spec's gallery images are placeholders (§2): a panel in the section's colours with an icon and a label.
 * Nothing is fetched, so nothing can fail to load.
 */
export function GalleryPlaceholder({
  label,
  section,
  glyph: Glyph,
  className,
}: {
  label: string;
  section: GallerySection;
  /** The section's icon (content/gallery/section-icons.ts). */
  glyph: IconGlyph;
  className?: string;
}) {
  // `self-stretch`: side by side (a before-and-after pair), both halves are the row's height. An item with an aspect
  // ratio is not stretched by default, so where one label wrapped to a line more than the other (at 320 px), its half
  // grew past 4:3 and the other stayed short, a white gap under it (issue 55). `w-full`: a stretched height would
  // otherwise set the width through the aspect ratio, wider than the column.
  return (
    <div
      role="img"
      aria-label={`Placeholder image: ${label}`}
      className={cn(
        'flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 self-stretch p-4 text-center text-white',
        className,
      )}
      style={{ backgroundImage: `linear-gradient(135deg, ${section.gradient.from}, ${section.gradient.to})` }}
    >
      <Glyph aria-hidden="true" className="size-10 opacity-90" />
      <span aria-hidden="true" className="text-sm font-semibold">
        {label}
      </span>
    </div>
  );
}
