// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cn } from '../../../src/lib/cn';

describe('cn', () => {
  it('joins classes and drops falsy ones', () => {
    expect(cn('flex', false, undefined, 'gap-2', { 'mt-4': true, 'mt-8': false })).toBe('flex gap-2 mt-4');
  });

  it('throws on two classes for one property, as the gallery modal’s width override was (issue 16)', () => {
    expect(() => cn('max-w-lg rounded-2xl', 'max-w-2xl')).toThrow(/"max-w-lg" and "max-w-2xl"/);
    expect(() => cn('text-sm text-ink-700', 'text-lg')).toThrow(/"text-sm" and "text-lg"/);
    expect(() => cn('bg-white', 'bg-brand-50')).toThrow(/background|bg-white/);
    expect(() => cn('flex', 'hidden')).toThrow();
    expect(() => cn('p-5', 'p-[3px]')).toThrow();
  });

  it('allows what does not conflict: other properties, other variants, size beside colour', () => {
    expect(() => cn('p-5 sm:p-6', 'md:p-8')).not.toThrow();
    expect(() => cn('text-sm text-ink-700 hover:text-ink-900')).not.toThrow();
    expect(() => cn('hidden md:flex', 'mt-auto self-start')).not.toThrow();
    expect(() => cn('bg-brand-900 bg-gradient-to-br')).not.toThrow();
  });
});
