import { format, parseISO } from 'date-fns';

/** Review and testimonial dates as the spec shows them (§9): MMM dd, yyyy — "Jan 05, 2024". */
export function formatReviewDate(isoDate: string): string {
  return format(parseISO(isoDate), 'MMM dd, yyyy');
}
