import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

type PageHeroProps = {
  title: string;
  subtitle?: ReactNode;
  eyebrow?: string;
  /** Breadcrumb or back link above the title. */
  before?: ReactNode;
  /** Buttons under the subtitle. */
  actions?: ReactNode;
  className?: string;
};

/** The banner at the top of a page; holds the page's only h1. */
export function PageHero({ title, subtitle, eyebrow, before, actions, className }: PageHeroProps) {
  return (
    <div
      className={cn('bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white', className)}
      data-slot="page-hero"
    >
      <div className="container-page py-12 md:py-16">
        {before}
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-3xl leading-tight font-bold text-balance md:text-5xl">{title}</h1>
        {subtitle && <p className="mt-4 max-w-2xl text-lg text-brand-50">{subtitle}</p>}
        {actions && <div className="mt-6 flex flex-wrap gap-3">{actions}</div>}
      </div>
    </div>
  );
}
