import { CircleCheck } from 'lucide-react';
import { cn } from '../lib/cn';

/** A list of short statements with check marks (features, symptoms, tips). */
export function CheckList({
  items,
  className,
  columns = 1,
}: {
  items: readonly string[];
  className?: string;
  columns?: 1 | 2;
}) {
  return (
    <ul className={cn('grid gap-2', columns === 2 && 'sm:grid-cols-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
