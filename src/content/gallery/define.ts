import type { GalleryPageContent, GalleryView } from './types';

/**
 * A gallery page module's default export: the page as written (its own item type, checked here) and the view the
 * template renders, which no longer depends on that type. So the registry and the route table need no cast to hold
 * ten pages of ten item types (issue 16).
 */
export function defineGalleryPage<T extends { id: number }>(
  content: GalleryPageContent<T>,
): GalleryPageContent<T> & { readonly view: GalleryView } {
  const { title, subtitle, categories, categoryOf, toCard, toDetails } = content;
  const items = content.items.map((item) => ({
    id: item.id,
    ...(categoryOf && { category: categoryOf(item) }),
    card: toCard(item),
    details: toDetails(item),
  }));
  return { ...content, view: { title, subtitle, ...(categories && { categories }), items } };
}
