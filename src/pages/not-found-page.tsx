import { Phone } from 'lucide-react';
import { clinic, telHref } from '../content/clinic';
import { mainNavigation } from '../content/navigation';
import { paths } from '../content/paths';
import { Button } from '../ui/button';
import { BrandHomeLinkContent } from '../components/brand-mark';
import { PageHero } from '../components/page-hero';

export const notFoundTitle = `Page not found | ${clinic.name}`;

/**
 * The body of dist/404.html (scripts/build/prerender.ts), the page a static host answers an unknown path with (spec §8:
 * redirect home). Its <meta http-equiv="refresh"> sends the visitor home at once; this is what shows for that moment,
 * or to a visitor whose browser does not follow the refresh (issue 18). Plain links and no state: it is rendered once
 * to static HTML with the site's stylesheet and never hydrated, since the page runs no script.
 */
export function NotFoundPage() {
  return (
    <>
      <header className="border-b border-ink-200 bg-white">
        <div className="container-page flex min-h-16 items-center py-2">
          <a href={paths.home()} className="flex min-h-11 items-center gap-3 rounded-lg">
            <BrandHomeLinkContent />
          </a>
        </div>
      </header>
      <main>
        <PageHero
          title="Page not found"
          subtitle="We could not find the page you asked for, so we are taking you to the home page."
        />
        <section aria-labelledby="not-found-links-heading" className="py-12 md:py-16">
          <div className="container-page">
            <h2 id="not-found-links-heading" className="text-2xl font-bold text-ink-900 md:text-3xl">
              Where would you like to go?
            </h2>
            <nav aria-label="Site">
              <ul className="mt-6 flex flex-wrap gap-3">
                {mainNavigation.map((link) => (
                  <li key={link.href}>
                    <Button asChild variant="outline">
                      <a href={link.href}>{link.label}</a>
                    </Button>
                  </li>
                ))}
              </ul>
            </nav>
            <p className="mt-8 text-lg text-ink-700">
              Or call us at{' '}
              <a
                href={telHref(clinic.phones.main)}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
              >
                <Phone aria-hidden="true" className="size-5" />
                {clinic.phones.main.display}
              </a>
            </p>
          </div>
        </section>
      </main>
      <footer className="bg-brand-900 py-8 text-sm text-brand-100">
        <div className="container-page">
          {clinic.name} · {clinic.address.oneLine}
        </div>
      </footer>
    </>
  );
}
