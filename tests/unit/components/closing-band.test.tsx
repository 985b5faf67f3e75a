import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ClosingBand } from '../../../src/components/closing-band';
import { clinic, telHref } from '../../../src/content/clinic';
import overview from '../../../src/content/services/overview';
import type { ClosingBandContent } from '../../../src/content/services/types';

function renderBand(content: ClosingBandContent) {
  render(
    <Router hook={memoryLocation({ path: '/services' }).hook}>
      <ClosingBand content={content} />
    </Router>,
  );
  const band = screen.getByRole('region', { name: content.title });
  return within(band).getAllByRole('link');
}

describe('ClosingBand', () => {
  it('gives the services overview "Call Now" to the front desk, then "Contact Us"', () => {
    const [call, contact, ...rest] = renderBand(overview.callToAction);
    expect(call).toHaveAccessibleName(`Call Now: ${clinic.phones.main.display}`);
    expect(call).toHaveAttribute('href', telHref(clinic.phones.main));
    expect(contact).toHaveAccessibleName('Contact Us');
    expect(contact).toHaveAttribute('href', '/contact');
    expect(rest).toEqual([]);
  });

  describe('when a page has its own call button and its own wording for the contact link', () => {
    it('shows its button first and one link to the contact page, in its wording', () => {
      const links = renderBand({
        title: 'Need help now?',
        text: 'We are here.',
        phone: 'main',
        contactLabel: 'Schedule a Consultation',
        extraAction: { kind: 'call', label: 'Emergency Call', phone: 'emergency' },
      });
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        telHref(clinic.phones.emergency),
        telHref(clinic.phones.main),
        '/contact',
      ]);
      expect(links[2]).toHaveAccessibleName('Schedule a Consultation');
    });
  });
});
