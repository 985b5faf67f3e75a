import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { gallerySections } from '../../../src/content/gallery';
import { defineGalleryPage } from '../../../src/content/gallery/define';
import { GalleryPage } from '../../../src/templates/gallery-page';
import { GalleryFilters } from '../../../src/components/gallery-filters';
import { findRoute } from '../../../src/routes';
import { GalleryIndexPage } from '../../../src/pages/gallery-index-page';

type StubItem = { id: number; title: string; category: string };

/** A page whose "Surgery" filter has no items, which none of the real pages has (every category is used). */
const stub = defineGalleryPage<StubItem>({
  title: 'Our Work',
  subtitle: 'A stub with one empty category.',
  items: [
    { id: 1, title: 'Single Implant', category: 'implant' },
    { id: 2, title: 'Implant Bridge', category: 'implant' },
  ],
  categories: [
    { id: 'all', name: 'All' },
    { id: 'implant', name: 'Implant' },
    { id: 'surgery', name: 'Surgery' },
  ],
  categoryOf: (item) => item.category,
  toCard: (item) => ({
    title: item.title,
    summary: item.title,
    actionLabel: 'View Details',
    images: [item.title],
  }),
  toDetails: (item) => ({ title: item.title, facts: [], description: item.title, images: [item.title] }),
}).view;

function renderAt(path: string, section = gallerySections[1]!) {
  const location = memoryLocation({ path });
  return render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <GalleryPage section={section} content={stub} Filters={GalleryFilters} />
    </Router>,
  );
}

/** The drawing of an icon (its paths), whatever its size and classes. */
const drawing = (svg: Element | null | undefined) =>
  [...(svg?.querySelectorAll('path, circle, rect, line, polyline') ?? [])]
    .map((shape) => shape.outerHTML)
    .join('');

/**
 * Two gallery routes as the router loads them, with whether each has filters. Loaded while the file is imported, as
 * the content tests load theirs: the first import of a page's modules is their transform, which on a fresh clone
 * with the browsers installing beside took over the 5 s a test may take (a CI run on 4d8feae); the test is about
 * what the loaded page renders, not how fast its modules compile.
 */
const loadedGalleryRoutes = await Promise.all(
  (
    [
      ['/smile-gallery/our-work', true],
      ['/smile-gallery/patient-stories', false],
    ] as const
  ).map(async ([path, hasFilters]) => ({ path, hasFilters, Page: await findRoute(path)!.load() })),
);

describe('GalleryPage', () => {
  it('gets its filters, with their code, from the route table only where the page has categories', () => {
    for (const { path, hasFilters, Page } of loadedGalleryRoutes) {
      const page = render(
        <Router hook={memoryLocation({ path }).hook}>
          <Page />
        </Router>,
      );
      expect(screen.queryByTestId('category-filters') !== null, path).toBe(hasFilters);
      page.unmount();
    }
  });

  describe('when the chosen category has no items', () => {
    it('says so instead of showing an empty grid', () => {
      renderAt('/smile-gallery/our-work?category=surgery');
      expect(screen.getByRole('radio', { name: 'Surgery' })).toHaveAttribute('aria-checked', 'true');
      expect(screen.getByTestId('empty-category')).toHaveTextContent(
        'Nothing in Surgery yet. Choose another category, or All.',
      );
      expect(screen.getByRole('status')).toHaveTextContent('Showing 0 items in Surgery');
      expect(screen.queryByTestId('gallery-grid')).toBeNull();
      expect(screen.queryByRole('button', { name: /View Details/ })).toBeNull();
    });
  });

  it.each(gallerySections)(
    'draws $id’s placeholders with the icon of its card on the gallery index',
    (section) => {
      const index = render(
        <Router hook={memoryLocation({ path: '/smile-gallery' }).hook}>
          <GalleryIndexPage />
        </Router>,
      );
      const cardDrawing = drawing(index.container.querySelector(`a[href="${section.route}"] svg`));
      expect(cardDrawing).not.toBe('');
      index.unmount();

      renderAt(section.route, section);
      const placeholder = screen.getAllByRole('img', { name: /^Placeholder image: / })[0]!;
      expect(drawing(placeholder.querySelector('svg'))).toBe(cardDrawing);
    },
  );

  describe('when the chosen category has items', () => {
    it('shows their cards and no empty message', () => {
      renderAt('/smile-gallery/our-work?category=implant');
      expect(screen.getByTestId('gallery-grid')).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /^View Details: / })).toHaveLength(2);
      expect(screen.queryByTestId('empty-category')).toBeNull();
    });
  });
});
