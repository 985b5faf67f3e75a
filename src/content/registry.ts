/**
 * The one shape of every page family (services, review platforms, galleries): a `const` tuple of slugs, the single
 * source of the family's pages and their order, and a record keyed by those slugs. `satisfies Record<Slug, …>` makes
 * a missing or extra entry a type error, so a page cannot exist in one place and not in another (issue 16).
 */
export type RegistryEntry<Slug extends string, Entry> = Entry & { readonly slug: Slug };

/** The registry's entries in the order of its slug tuple, each carrying its slug. */
export function registryEntries<Slug extends string, Entry extends object>(
  slugs: readonly Slug[],
  registry: Readonly<Record<Slug, Entry>>,
): readonly RegistryEntry<Slug, Entry>[] {
  return slugs.map((slug) => ({ ...registry[slug], slug }));
}
