import type { ReactNode } from 'react';
import type { IconGlyph } from '../content/types';
import { cn } from '../lib/cn';
import { cardClass } from '../ui/card';
import { Icon } from './icon';

type IconCardProps = {
  icon?: IconGlyph | undefined;
  title: string;
  /** The heading level inside the page outline: h3 under a section's h2 by default. */
  headingLevel?: 'h3' | 'h4';
  children?: ReactNode;
  className?: string;
};

/** A card with a decorative icon, a heading and free content; the building block of most grids. */
export function IconCard({ icon, title, headingLevel: Heading = 'h3', children, className }: IconCardProps) {
  return (
    <div className={cardClass({ className: cn('flex h-full flex-col', className) })}>
      {icon && (
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
          <Icon glyph={icon} className="size-6" />
        </span>
      )}
      <Heading className="text-lg font-bold text-ink-900">{title}</Heading>
      {children && <div className="mt-2 flex flex-1 flex-col text-ink-700">{children}</div>}
    </div>
  );
}

/** A responsive grid of cards: one column on phones, two at 768px, up to `columns` on wide screens. */
export function CardGrid({
  children,
  columns = 3,
  className,
}: {
  children: ReactNode;
  columns?: 2 | 3 | 4;
  className?: string;
}) {
  return (
    <ul
      className={cn(
        'grid gap-6 md:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
        className,
      )}
    >
      {children}
    </ul>
  );
}
