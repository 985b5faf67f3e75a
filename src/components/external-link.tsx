import type { ComponentProps } from 'react';

/**
 * A link that leaves the site in a new tab: `noopener noreferrer` so the other site cannot reach this window,
 * and a visually hidden note so screen-reader users know a tab opens.
 */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
