import type { RichText as RichTextValue } from '../content/types';

/** A paragraph whose bold runs are data (`{ strong }`), rendered as <strong> with no HTML parsing. */
export function RichText({ value, className }: { value: RichTextValue; className?: string }) {
  return (
    <p className={className}>
      {value.map((part, index) => (typeof part === 'string' ? part : <strong key={index}>{part.strong}</strong>))}
    </p>
  );
}
