import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContactPage } from '../../../src/pages/contact-page';
import { contact } from '../../../src/content/contact';

describe('ContactPage FAQ', () => {
  it('opens and closes an answer as a native disclosure, by click', async () => {
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

  // Opening a <summary> with Enter or Space is the browser's own behaviour, which neither jsdom nor user-event
  // reproduces; tests/e2e/about-contact.spec.ts presses both keys in Chromium. Here: every question is a Tab stop.
  it('puts every question in the Tab order, in page order', async () => {
    const user = userEvent.setup();
    const { container } = render(<ContactPage />);
    const summaries = [...container.querySelectorAll('summary')];
    const reached: Element[] = [];
    // Tab wraps round the page, so a question left out of the order shows up as another one reached twice.
    for (let stop = 0; reached.length < summaries.length && stop < 100; stop += 1) {
      await user.tab();
      if (document.activeElement?.tagName === 'SUMMARY') reached.push(document.activeElement);
    }
    expect(summaries).toHaveLength(contact.faq.length);
    expect(reached).toEqual(summaries);
  });

  it('does not display the contact form', () => {
    render(<ContactPage />);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(document.querySelector('form')).toBeNull();
  });
});
