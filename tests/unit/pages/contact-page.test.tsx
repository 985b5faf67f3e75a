import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContactPage } from '../../../src/pages/contact-page';
import { contact } from '../../../src/content/contact';

describe('ContactPage FAQ', () => {
  it('opens and closes each answer as a native disclosure, by keyboard too', async () => {
    const user = userEvent.setup();
    render(<ContactPage />);
    const first = contact.faq[0]!;
    const summary = screen.getByText(first.question).closest('summary')!;
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    await user.click(summary);
    expect(details.open).toBe(true);
    await user.click(summary);
    expect(details.open).toBe(false);
  });

  it('does not display the contact form', () => {
    render(<ContactPage />);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(document.querySelector('form')).toBeNull();
  });
});
