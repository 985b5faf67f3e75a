import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Unlike the usual `twMerge(clsx(…))` this does not resolve conflicting Tailwind classes:
 * tailwind-merge alone weighs ~8.6 KB gzipped, nearly a tenth of the 100 KB budget every route shares (issue 2).
 * So components take a `className` only for additions (spacing, width), never to override a class they set.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
