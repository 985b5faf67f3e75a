import type { Category } from '../content/gallery/types';
import { ToggleGroup, ToggleGroupItem } from '../ui/toggle-group';

export type GalleryFiltersProps = {
  categories: readonly Category[];
  /** The chosen category's id, or ALL_CATEGORIES. */
  category: string;
  onChoose: (category: string) => void;
  /** What the grid now shows, said once per choice ("Showing 4 items in Implants"). */
  status: string;
};

/**
 * A gallery page's category filters (spec §2: "Our Work", "Smile Showcase"). A module of its own, loaded only with the
 * pages that have categories (routes.ts): Radix's ToggleGroup and the primitives under it are ~6.7 KB gzip that the
 * other eight gallery pages loaded before they could hydrate and never used (issue 41).
 */
export function GalleryFilters({ categories, category, onChoose, status }: GalleryFiltersProps) {
  return (
    <div className="mb-8">
      <p id="gallery-filter-label" className="mb-3 font-semibold text-ink-900">
        Filter by category
      </p>
      <ToggleGroup
        aria-labelledby="gallery-filter-label"
        value={category}
        onValueChange={onChoose}
        data-testid="category-filters"
      >
        {categories.map((option) => (
          <ToggleGroupItem key={option.id} value={option.id}>
            {option.name}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
      <p className="mt-3 text-sm text-ink-700" role="status" data-testid="filter-status">
        {status}
      </p>
    </div>
  );
}
