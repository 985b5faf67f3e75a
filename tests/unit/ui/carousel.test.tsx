import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, CarouselControls, CarouselSlides } from '../../../src/ui/carousel';
import { SmartImage } from '../../../src/components/smart-image';

const captions = ['Exterior', 'Interior', 'Treatment room', 'Waiting area', 'Dental chair'];

function renderCarousel(intervalMs = 5000) {
  return render(
    <Carousel label="Clinic photos" itemNoun="image" count={captions.length} autoplayIntervalMs={intervalMs}>
      <CarouselSlides>
        {captions.map((caption) => (
          <p key={caption}>{caption}</p>
        ))}
      </CarouselSlides>
      <CarouselControls />
    </Carousel>,
  );
}

/** The caption of the one slide exposed to assistive technology. */
function currentCaption(): string | null {
  const slides = screen.getAllByRole('group', { hidden: true });
  const visible = slides.filter((slide) => slide.getAttribute('aria-hidden') !== 'true');
  expect(visible).toHaveLength(1);
  return visible[0]!.textContent;
}

function mockReducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('reduce') ? matches : false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('Carousel', () => {
  beforeEach(() => mockReducedMotion(false));

  it('is a labelled carousel region whose slides are named "N of 5", starting at the first', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Clinic photos' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('group', { name: '1 of 5' })).toHaveAttribute('aria-roledescription', 'slide');
    expect(currentCaption()).toBe('Exterior');
    expect(screen.getByRole('button', { name: 'Go to image 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('wraps forward from the last image to the first and back from the first to the last', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(currentCaption()).toBe('Dental chair');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(currentCaption()).toBe('Exterior');
  });

  it('jumps to the image an indicator names and marks that indicator current', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Go to image 4' }));
    expect(currentCaption()).toBe('Waiting area');
    expect(screen.getByRole('button', { name: 'Go to image 4' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to image 1' })).not.toHaveAttribute('aria-current');
  });

  describe('autoplay', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('advances every interval and wraps around', () => {
      renderCarousel(5000);
      act(() => vi.advanceTimersByTime(4999));
      expect(currentCaption()).toBe('Exterior');
      act(() => vi.advanceTimersByTime(1));
      expect(currentCaption()).toBe('Interior');
      act(() => vi.advanceTimersByTime(5000 * 4));
      expect(currentCaption()).toBe('Exterior');
    });

    it('honours another interval (the doctor carousel turns every 8000 ms)', () => {
      renderCarousel(8000);
      act(() => vi.advanceTimersByTime(5000));
      expect(currentCaption()).toBe('Exterior');
      act(() => vi.advanceTimersByTime(3000));
      expect(currentCaption()).toBe('Interior');
    });

    it('holds while the pointer is over the carousel and resumes when it leaves', () => {
      renderCarousel();
      const region = screen.getByRole('region', { name: 'Clinic photos' });
      fireEvent.pointerEnter(region);
      act(() => vi.advanceTimersByTime(15000));
      expect(currentCaption()).toBe('Exterior');
      fireEvent.pointerLeave(region);
      act(() => vi.advanceTimersByTime(5000));
      expect(currentCaption()).toBe('Interior');
    });

    it('holds while focus is inside the carousel', () => {
      renderCarousel();
      act(() => screen.getByRole('button', { name: 'Go to image 2' }).focus());
      act(() => vi.advanceTimersByTime(15000));
      expect(currentCaption()).toBe('Exterior');
      act(() => (document.activeElement as HTMLElement).blur());
      act(() => vi.advanceTimersByTime(5000));
      expect(currentCaption()).toBe('Interior');
    });

    it('stops when Pause is pressed and starts again on Play', () => {
      renderCarousel();
      const pause = screen.getByRole('button', { name: 'Pause slideshow' });
      act(() => pause.click());
      act(() => pause.blur());
      act(() => vi.advanceTimersByTime(20000));
      expect(currentCaption()).toBe('Exterior');
      const play = screen.getByRole('button', { name: 'Play slideshow' });
      act(() => play.click());
      act(() => play.blur());
      act(() => vi.advanceTimersByTime(5000));
      expect(currentCaption()).toBe('Interior');
    });
  });

  describe('when the visitor prefers reduced motion', () => {
    beforeEach(() => {
      mockReducedMotion(true);
      vi.useFakeTimers();
    });
    afterEach(() => vi.useRealTimers());

    it('never advances by itself and offers Play', () => {
      renderCarousel();
      act(() => vi.advanceTimersByTime(60000));
      expect(currentCaption()).toBe('Exterior');
      const region = screen.getByRole('region', { name: 'Clinic photos' });
      expect(within(region).getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    });
  });
});

describe('Carousel with clinic images', () => {
  beforeEach(() => mockReducedMotion(false));

  it('writes a console warning with the source of an image that fails, and shows the visitor no message', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <Carousel label="Clinic photos" itemNoun="image" count={2} autoplayIntervalMs={5000}>
        <CarouselSlides>
          <SmartImage
            src="/images/clinic/exterior.svg"
            alt="Clinic exterior"
            width={1200}
            height={675}
            isPriority
          />
          <SmartImage src="/images/clinic/interior.svg" alt="Clinic interior" width={1200} height={675} />
        </CarouselSlides>
        <CarouselControls />
      </Carousel>,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Clinic exterior' }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/images/clinic/exterior.svg'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The slide keeps its size and its controls; only the picture is gone.
    expect(screen.getByTestId('image-fallback')).toHaveStyle({ aspectRatio: '1200 / 675' });
    expect(screen.getByRole('button', { name: 'Next image' })).toBeEnabled();
  });
});
