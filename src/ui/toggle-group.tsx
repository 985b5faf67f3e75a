import type { ComponentProps } from 'react';
import * as ToggleGroupPrimitive from '@radix-ui/react-toggle-group';
import { cn } from '../lib/cn';

type SingleToggleGroupProps = Omit<
  ComponentProps<typeof ToggleGroupPrimitive.Root>,
  'type' | 'value' | 'onValueChange' | 'defaultValue'
> & {
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * A single-choice group of toggle buttons whose selection can never be emptied: pressing the pressed item again
 * keeps it (Radix would clear it). Arrow keys move between items (roving focus); the pressed one reports
 * `aria-checked` (role radio) and `data-state=on`.
 */
export function ToggleGroup({ className, value, onValueChange, ...props }: SingleToggleGroupProps) {
  return (
    <ToggleGroupPrimitive.Root
      type="single"
      value={value}
      onValueChange={(next) => {
        if (next) onValueChange(next);
      }}
      data-slot="toggle-group"
      className={cn('flex flex-wrap gap-2', className)}
      {...props}
    />
  );
}

export function ToggleGroupItem({ className, ...props }: ComponentProps<typeof ToggleGroupPrimitive.Item>) {
  return (
    <ToggleGroupPrimitive.Item
      data-slot="toggle-group-item"
      className={cn(
        'inline-flex min-h-11 items-center rounded-full border-2 border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800',
        'hover:bg-brand-50 data-[state=on]:bg-brand-700 data-[state=on]:text-white',
        // Forced colours would paint pressed and unpressed alike: the pressed one takes the system's highlight.
        'forced-colors:data-[state=on]:border-[Highlight] forced-colors:data-[state=on]:bg-[Highlight] forced-colors:data-[state=on]:text-[HighlightText] forced-colors:data-[state=on]:forced-color-adjust-none',
        className,
      )}
      {...props}
    />
  );
}
