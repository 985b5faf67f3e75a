import { memo, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { LoadErrorBoundary } from '../ui/load-error-boundary';
import { Link, useLocation, useSearch } from 'wouter';
import { ChevronRight } from 'lucide-react';
import { ALL_CATEGORIES, filterByCategory, parseCategoryParam } from '../content/gallery/filters';
import { gallerySectionIcons } from '../content/gallery/section-icons';
import type { GalleryDetails, GallerySection, GalleryView, GalleryViewItem } from '../content/gallery/types';
import { paths } from '../content/paths';
import { plural } from '../lib/plural';
import { GalleryPlaceholder } from '../components/gallery-placeholder';
import { PageHero } from '../components/page-hero';
import { Stars } from '../components/stars';
import { useIsHydrated } from '../hooks/use-is-hydrated';
import { whenIdleAfterReady } from '../readiness/app-ready';
import { answerTapAfterPaint } from '../readiness/after-next-paint';
import { preloadableLazy } from '../readiness/preloadable-lazy';
import { cardClass } from '../ui/card';
import { HydrateAfterReady } from '../readiness/hydrate-after-ready';
import type { IconGlyph } from '../content/types';
import type { GalleryFiltersProps } from '../components/gallery-filters';

/** The modal (Radix Dialog) is kept off the first load: fetched once the app is idle, or when first opened. */
const {
  Component: GalleryDialog,
  preload: loadGalleryDialog,
  showWhenLoaded: showGalleryDialogWhenLoaded,
} = preloadableLazy(() => import('../components/gallery-dialog'));
/** A failed prefetch is retried, and handled, when a card is activated. */
const prefetchGalleryDialog = () => loadGalleryDialog().catch(() => {});

/**
 * One gallery page (spec §2 "Gallery pages"): breadcrumb hero, optional filters, card grid, detail modal. `Filters` is
 * given, with its own code, to the pages that have categories (routes.ts).
 */
export function GalleryPage({
  section,
  content,
  Filters,
}: {
  section: GallerySection;
  content: GalleryView;
  Filters?: ComponentType<GalleryFiltersProps>;
}) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const isHydrated = useIsHydrated();
  const [selected, setSelected] = useState<GalleryDetails | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const openerRef = useRef<HTMLElement | null>(null);
  // Opening an item is what this page is for; on a touch screen there is no hover or focus to prefetch the modal on,
  // so its code is fetched once the app is ready and the browser idle (issue 15: the first modal opens at once).
  useEffect(() => whenIdleAfterReady(prefetchGalleryDialog), []);

  const { categories } = content;
  const glyph = gallerySectionIcons[section.id];
  // The prerendered page shows everything; the URL's ?category= applies once hydrated, so hydration matches.
  const category =
    categories && isHydrated
      ? parseCategoryParam(new URLSearchParams(search).get('category'), categories)
      : ALL_CATEGORIES;
  const items = categories
    ? filterByCategory(content.items, category, (item) => item.category ?? ALL_CATEGORIES)
    : content.items;
  const categoryName = categories?.find((candidate) => candidate.id === category)?.name;

  const chooseCategory = (next: string) => {
    navigate(next === ALL_CATEGORIES ? location : `${location}?category=${encodeURIComponent(next)}`, {
      replace: true,
    });
  };
  const open = (item: GalleryViewItem, opener: HTMLElement) => {
    openerRef.current = opener;
    // The card shows it took the tap in the tap's own frame; the modal renders right after it (issue 41).
    showGalleryDialogWhenLoaded(
      () =>
        answerTapAfterPaint(opener, () => {
          setHasOpened(true);
          setSelected(item.details);
        }),
      opener,
    );
  };

  return (
    <>
      <PageHero
        title={content.title}
        subtitle={content.subtitle}
        before={
          <nav aria-label="Breadcrumb" className="mb-4 text-sm text-brand-100">
            <ol className="flex flex-wrap items-center gap-1">
              <li className="flex items-center gap-1">
                <Link href={paths.gallery()} className="underline underline-offset-4 hover:text-white">
                  Our Smile Gallery
                </Link>
                <ChevronRight aria-hidden="true" className="size-4" />
              </li>
              <li>
                <span aria-current="page">{content.title}</span>
              </li>
            </ol>
          </nav>
        }
      />
      <section aria-labelledby="gallery-items-heading" className="py-12 md:py-16">
        <div className="container-page">
          <h2 id="gallery-items-heading" className="sr-only">
            {content.title}
          </h2>
          {categories && Filters && (
            <Filters
              categories={categories}
              category={category}
              onChoose={chooseCategory}
              // One string, so the live region changes once per choice and is announced once.
              status={`Showing ${plural(items.length, 'item')}${category === ALL_CATEGORIES ? '' : ` in ${categoryName}`}`}
            />
          )}
          {items.length === 0 ? (
            <p className="rounded-2xl bg-brand-50 p-8 text-center text-ink-700" data-testid="empty-category">
              Nothing in {categoryName} yet. Choose another category, or All.
            </p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="gallery-grid">
              {items.map((item) => {
                const { card } = item;
                return (
                  <li
                    key={item.id}
                    className={cardClass({ padding: 'none', className: 'relative flex flex-col overflow-hidden' })}
                  >
                    <GalleryCardPicture card={card} section={section} glyph={glyph} />
                    <div className="flex flex-1 flex-col p-5">
                      <GalleryCardText card={card} />
                      {/* The whole card is the button's target (its ::after covers the card). */}
                      <button
                        type="button"
                        className="mt-4 inline-flex min-h-11 items-center self-start font-semibold text-brand-700 underline underline-offset-4 after:absolute after:inset-0 after:rounded-2xl hover:text-brand-900"
                        onClick={(event) => open(item, event.currentTarget)}
                        onPointerEnter={prefetchGalleryDialog}
                        onFocus={prefetchGalleryDialog}
                        data-testid="gallery-card-button"
                      >
                        {card.actionLabel}
                        <span className="sr-only">: {card.distinctTitle ?? card.title}</span>
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </section>
      {hasOpened && (
        // Should the dialog's code fail to arrive, the cards still show their details; the page stays.
        <LoadErrorBoundary part="gallery dialog" fallback={null}>
          <Suspense fallback={null}>
            <GalleryDialog
              details={selected}
              section={section}
              glyph={glyph}
              onClose={() => setSelected(null)}
              returnFocusTo={openerRef}
            />
          </Suspense>
        </LoadErrorBoundary>
      )}
    </>
  );
}

type GalleryCard = GalleryViewItem['card'];

/**
 * A card's pictures: hydrated once the app is ready (HydrateAfterReady). A memo component, as that boundary must not
 * be handed new props while it waits: the grid renders again before ready, when the URL's ?category= applies.
 */
const GalleryCardPicture = memo(function GalleryCardPicture({
  card,
  section,
  glyph,
}: {
  card: GalleryCard;
  section: GallerySection;
  glyph: IconGlyph;
}) {
  return (
    <HydrateAfterReady>
      <div className={card.images.length > 1 ? 'grid grid-cols-2' : undefined}>
        {card.images.map((label) => (
          <GalleryPlaceholder key={label} label={label} section={section} glyph={glyph} />
        ))}
      </div>
    </HydrateAfterReady>
  );
});

/** A card's text, above its button: static, as GalleryCardPicture. */
const GalleryCardText = memo(function GalleryCardText({ card }: { card: GalleryCard }) {
  return (
    <HydrateAfterReady>
      {/* No CSS capitalize: badges such as "2 weeks" are free text, shown as written (issue 6). */}
      {card.badge && (
        <p className="self-start rounded-full bg-brand-50 px-3 py-0.5 text-xs font-semibold text-brand-800">
          {card.badge}
        </p>
      )}
      <h3 className="mt-2 text-lg font-bold text-ink-900">{card.title}</h3>
      {card.rating !== undefined && (
        <p className="mt-1 flex items-center gap-2 text-sm font-semibold text-ink-900">
          <Stars rating={card.rating} size="sm" />
          <span aria-hidden="true">{card.rating}/5</span>
        </p>
      )}
      <p className="mt-2 flex-1 text-ink-700">{card.summary}</p>
      {card.meta && <p className="mt-3 text-sm text-ink-700">{card.meta.join(' · ')}</p>}
      {card.tags && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Tags">
          {card.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs text-ink-900">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </HydrateAfterReady>
  );
});
