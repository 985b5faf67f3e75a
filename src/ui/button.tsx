import type { ComponentProps } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

const buttonVariants = cva(
  // Labels wrap below 480 px rather than push the page wider than a 320 px screen (WCAG 1.4.10).
  'inline-flex min-h-11 max-w-full items-center justify-center gap-2 rounded-full text-center font-semibold whitespace-normal transition-colors sm:whitespace-nowrap ' +
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:pointer-events-none disabled:opacity-60 aria-disabled:cursor-progress aria-disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0 ' +
    // Forced colours (Windows High Contrast) drop backgrounds: a border keeps each button's shape.
    'forced-colors:border-2',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white hover:bg-brand-800',
        accent: 'bg-accent-700 text-white hover:bg-accent-600',
        outline: 'border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
        inverse: 'bg-white text-brand-900 hover:bg-brand-50',
        ghost: 'text-brand-800 hover:bg-brand-50',
      },
      size: {
        md: 'px-5 py-2.5 text-base',
        sm: 'px-4 py-2 text-sm',
        lg: 'px-7 py-3 text-lg',
        icon: 'size-11 p-0',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** A button; with `asChild` it styles its only child (a link stays a link). */
export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return <Component data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
