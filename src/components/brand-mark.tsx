import { cn } from '../lib/cn';
import { clinic } from '../content/clinic';

/** The clinic's tooth mark; decorative, since the clinic name always stands beside it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={cn('text-brand-700', className)}>
      <rect width="40" height="40" rx="12" fill="currentColor" />
      <path
        d="M13.5 10.5c-3 0-5 2.4-5 5.6 0 3.2 1.2 5.3 2.2 8 1 2.9 1.4 6.4 3.2 6.4 1.9 0 2-3.6 3.1-5.9.6-1.2 1.4-1.8 3-1.8s2.4.6 3 1.8c1.1 2.3 1.2 5.9 3.1 5.9 1.8 0 2.2-3.5 3.2-6.4 1-2.7 2.2-4.8 2.2-8 0-3.2-2-5.6-5-5.6-2.4 0-3.6 1.4-6.5 1.4s-4.1-1.4-6.5-1.4Z"
        fill="#fff"
      />
    </svg>
  );
}

/**
 * The mark, the clinic's short name and tagline, for the link home in a page's header. It is named by the words it
 * shows, then where it goes: a voice-control user says what they see (WCAG 2.5.3).
 */
export function BrandHomeLinkContent() {
  return (
    <>
      <BrandMark className="size-10 shrink-0" />
      <span className="flex flex-col leading-tight">
        <span className="text-base font-bold text-brand-900 sm:text-lg">{clinic.shortName}</span>
        <span className="text-xs text-ink-700 sm:text-sm">{clinic.tagline}</span>
        <span className="sr-only">, home page</span>
      </span>
    </>
  );
}
