import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

type PageSectionProps = {
  /** The anchor id; the heading gets `${id}-heading` and names the section. */
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Alternate backgrounds make long pages easier to scan. */
  tone?: 'white' | 'tint';
  className?: string;
};

/** A titled band of a page: an h2 that names the region, an optional intro, then content in the page container. */
export function PageSection({ id, title, intro, children, tone = 'white', className }: PageSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn(tone === 'tint' ? 'bg-brand-50' : 'bg-white', 'py-12 md:py-16', className)}
    >
      <div className="container-page">
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-ink-900 md:text-3xl">
          {title}
        </h2>
        {intro && <p className="mt-3 max-w-3xl text-lg text-ink-700">{intro}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
