import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * The Radix dropdown replaces the prerendered Services trigger on the first interaction anywhere
 * (services-menu.tsx): press a key, wait for it, and return its trigger. A click aimed at the static button while it
 * is being swapped would land on a detached element.
 */
export async function servicesDropdownTrigger(): Promise<HTMLElement> {
  await userEvent.setup().keyboard('{Shift}');
  await waitFor(
    () =>
      expect(screen.getByRole('button', { name: 'Service pages' })).toHaveAttribute(
        'data-slot',
        'navigation-menu-trigger',
      ),
    // A cold transform of the lazy chunk on a busy 2-core CI machine has taken over a second.
    { timeout: 5000 },
  );
  return screen.getByRole('button', { name: 'Service pages' });
}
