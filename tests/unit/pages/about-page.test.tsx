import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AboutPage } from '../../../src/pages/about-page';
import { about } from '../../../src/content/about';

describe('AboutPage', () => {
  it('renders bold runs of a bio as <strong>, never as HTML', () => {
    const { container } = render(<AboutPage />);
    const strong = [...container.querySelectorAll('strong')].map((element) => element.textContent);
    // The founder's claim comes first and agrees with Home's "about ten years" (spec §1).
    expect(strong[0]).toBe('10+ years of experience');
    expect(strong).toContain('8 years of experience');
    expect(container.innerHTML).not.toContain('**');
  });

  it('hides a doctor image that fails and shows a placeholder icon, warning with its source', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<AboutPage />);
    const first = about.doctors[0]!;
    const image = screen.getByRole('img', { name: `Portrait of ${first.name}`, hidden: true });
    fireEvent.error(image);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(first.image));
    const fallback = screen.getAllByTestId('image-fallback')[0]!;
    expect(fallback).toHaveAttribute('aria-label', `Portrait of ${first.name}`);
    expect(within(fallback).getByTestId('doctor-placeholder')).toBeInTheDocument();
    expect(document.querySelector(`img[src="${first.image}"]`)).toBeNull();
  });

  it('has the doctors section at #doctors with "Go to doctor N" indicators', () => {
    const { container } = render(<AboutPage />);
    expect(container.querySelector('#doctors')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Go to doctor 2' })).toBeInTheDocument();
  });
});
