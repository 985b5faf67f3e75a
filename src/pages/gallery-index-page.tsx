import { Link } from 'wouter';
import { ArrowRight } from 'lucide-react';
import { galleryIndex, gallerySections, galleryStats } from '../content/gallery';
import { gallerySectionIcons } from '../content/gallery/section-icons';
import { sectionCount } from '../content/gallery/text';
import { PageHero } from '../components/page-hero';

/** The gallery index (spec §2): ten category cards, each with its SEO badge and count, and the stats band. */
export function GalleryIndexPage() {
  return (
    <>
      <PageHero title={galleryIndex.title} subtitle={galleryIndex.subtitle} />
      <section aria-labelledby="gallery-sections-heading" className="py-12 md:py-16">
        <div className="container-page">
          <h2 id="gallery-sections-heading" className="text-2xl font-bold text-ink-900 md:text-3xl">
            Browse the Gallery
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="gallery-sections">
            {gallerySections.map((section) => {
              const Glyph = gallerySectionIcons[section.id];
              return (
                <li key={section.id}>
                  <Link
                    href={section.route}
                    className="group flex h-full flex-col rounded-2xl p-6 text-white shadow-card"
                    style={{
                      backgroundImage: `linear-gradient(135deg, ${section.gradient.from}, ${section.gradient.to})`,
                    }}
                  >
                    <span className="flex items-start justify-between gap-3">
                      <Glyph aria-hidden="true" className="size-9" />
                      <span className="rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">
                        {section.seoBadge}
                      </span>
                    </span>
                    <span className="mt-4 text-xl font-bold">{section.title}</span>
                    <span className="mt-2 flex-1 text-white/90">{section.description}</span>
                    <span className="mt-4 flex items-center justify-between text-sm font-semibold">
                      <span>{sectionCount(section)}</span>
                      <span className="inline-flex items-center gap-1 underline-offset-4 group-hover:underline">
                        Explore <ArrowRight aria-hidden="true" className="size-4" />
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <section aria-labelledby="gallery-stats-heading" className="bg-brand-900 py-12 text-white">
        <div className="container-page">
          <h2 id="gallery-stats-heading" className="sr-only">
            Our results in numbers
          </h2>
          <dl className="grid grid-cols-2 gap-6 text-center md:grid-cols-4">
            {galleryStats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-brand-100">{stat.label}</dt>
                <dd className="text-4xl font-bold">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
