import { Link } from 'wouter';
import { CirclePlay, Camera, Mail, MapPin, Phone, Users, BriefcaseBusiness, type LucideIcon } from 'lucide-react';
import { clinic, mailtoHref, telHref } from '../content/clinic';
import { paths, serviceSectionIds, type ServiceSectionId } from '../content/paths';
import { BrandMark } from './brand-mark';
import { ExternalLink } from './external-link';
import { OpeningStatus } from './opening-status-slot';

const quickLinks = [
  { label: 'Home', href: paths.home() },
  { label: 'About Us', href: paths.about() },
  { label: 'Services', href: paths.services() },
  { label: 'Our Doctors', href: paths.aboutDoctors() },
  { label: 'Contact', href: paths.contact() },
] as const;

const serviceSectionLabels: Record<ServiceSectionId, string> = {
  preventive: 'Preventive Care',
  restorative: 'Restorative Care',
  cosmetic: 'Cosmetic Dentistry',
  orthodontics: 'Orthodontics',
  pediatric: 'Pediatric Dentistry',
  periodontal: 'Periodontal Care',
  surgery: 'Oral Surgery',
  endodontics: 'Endodontics',
  emergency: 'Emergency Care',
};

const socialIcons: Record<keyof typeof clinic.social, LucideIcon> = {
  instagram: Camera,
  youtube: CirclePlay,
  facebook: Users,
  linkedin: BriefcaseBusiness,
};

/** Bottom-bar pages the spec lists as placeholders (§2); Sitemap is real (issue 2). */
const legalPlaceholders = ['Privacy Policy', 'Terms of Service', 'Accessibility'] as const;

const headingClass = 'text-sm font-bold tracking-wide text-white uppercase';
const footerLinkClass =
  'inline-flex min-h-11 items-center text-brand-100 underline-offset-4 hover:text-white hover:underline sm:min-h-9';

export function SiteFooter() {
  return (
    // The bottom padding keeps the last links clear of the floating buttons, rings included: two 56px circles below
    // 768px, two labelled pills (about 140px together) from 768px (tested in site-header.spec.ts). At 144px below
    // 768px, the Sitemap link's box met the Book circle's top to within a quarter pixel, over it in one Chromium build.
    <footer data-slot="site-footer" className="bg-brand-900 pb-40 text-brand-100">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="flex items-center gap-3 text-lg font-bold text-white">
            <BrandMark className="size-9" />
            {clinic.name}
          </h2>
          <p className="mt-3 text-sm leading-relaxed">{clinic.description}</p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Social media">
            {(Object.keys(clinic.social) as (keyof typeof clinic.social)[]).map((key) => {
              const { label, href } = clinic.social[key];
              const Glyph = socialIcons[key];
              return (
                <li key={key}>
                  {href ? (
                    <ExternalLink
                      href={href}
                      className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/10 px-3 text-sm text-white hover:bg-white/20"
                    >
                      <Glyph aria-hidden="true" className="size-4" />
                      {label}
                    </ExternalLink>
                  ) : (
                    // A placeholder in the spec: shown as not available, never a dead "#" link.
                    <span className="inline-flex min-h-11 items-center gap-2 rounded-full border border-dashed border-white/40 px-3 text-sm text-brand-100">
                      <Glyph aria-hidden="true" className="size-4" />
                      {label} <span className="text-xs">(coming soon)</span>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            Quick Links
          </h2>
          <ul className="mt-3 space-y-1 text-sm">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={footerLinkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            Our Services
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm md:grid-cols-1">
            {serviceSectionIds.map((id) => (
              <li key={id}>
                <Link href={paths.servicesSection(id)} className={footerLinkClass}>
                  {serviceSectionLabels[id]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            Contact Us
          </h2>
          <address className="mt-3 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {clinic.address.oneLine}
            </p>
            <p className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              <a href={telHref(clinic.phones.main)} className={footerLinkClass}>
                {clinic.phones.main.display}
              </a>
            </p>
            <p className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <a href={mailtoHref()} className={`${footerLinkClass} break-all`}>
                {clinic.email}
              </a>
            </p>
          </address>
          <OpeningStatus className="mt-3 text-sm" />
        </section>
      </div>
      <div className="border-t border-white/15">
        <div className="container-page flex flex-col gap-3 py-5 text-sm md:flex-row md:items-center md:justify-between">
          <p>
            © <span data-slot="copyright-year">{__BUILD_YEAR__}</span> {clinic.name}. All rights reserved.
          </p>
          <ul className="flex flex-wrap items-center gap-x-4 gap-y-1" aria-label="Legal and site information">
            {legalPlaceholders.map((label) => (
              <li key={label} className="text-brand-100">
                {label} <span className="text-xs">(coming soon)</span>
              </li>
            ))}
            <li>
              <a href={paths.sitemap()} className={footerLinkClass}>
                Sitemap
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
