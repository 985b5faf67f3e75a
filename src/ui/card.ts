import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

const cardVariants = cva('rounded-2xl bg-white shadow-card ring-1 ring-ink-200', {
  variants: {
    /** `none` for a card whose image or table runs to its edges. */
    padding: { none: '', md: 'p-6' },
  },
  defaultVariants: { padding: 'md' },
});

/**
 * The site's card surface: white, rounded, a soft shadow and a hairline ring. `className` adds layout (flex, gap,
 * position, overflow), never a second value for what the card sets: cn() throws on that in development.
 */
export function cardClass({
  padding,
  className,
}: VariantProps<typeof cardVariants> & { className?: string } = {}): string {
  return cn(cardVariants({ padding }), className);
}
