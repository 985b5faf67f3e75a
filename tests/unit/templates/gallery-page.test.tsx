import { Sparkles } from 'lucide-react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { gallerySections } from '../../../src/content/gallery';
import { defineGalleryPage } from '../../../src/content/gallery/define';
import { GalleryPage } from '../../../src/templates/gallery-page';

type StubItem = { id: number; title: string; category: string };

/** A page whose "Surgery" filter has no items, which none of the real pages has (every category is used). */
const stub = defineGalleryPage<StubItem>({
  icon: Sparkles,
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

function renderAt(path: string) {
  const location = memoryLocation({ path });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <GalleryPage section={gallerySections[1]!} content={stub} />
    </Router>,
  );
}

describe('GalleryPage', () => {
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

  describe('when the chosen category has items', () => {
    it('shows their cards and no empty message', () => {
      renderAt('/smile-gallery/our-work?category=implant');
      expect(screen.getByTestId('gallery-grid')).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /^View Details: / })).toHaveLength(2);
      expect(screen.queryByTestId('empty-category')).toBeNull();
    });
  });
});
