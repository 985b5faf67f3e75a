import { useEffect } from 'react';
import useEmblaCarousel from 'embla-carousel-react';

type CarouselSwipeProps = {
  viewport: HTMLElement;
  index: number;
  /** Jump without animation (reduced motion). */
  shouldJump: boolean;
  onSelect: (index: number) => void;
  onReady: () => void;
};

/**
 * Embla, attached to a carousel's existing viewport on the visitor's first interaction: it adds swipe and drag and
 * takes over the sliding. Loaded on demand, so only pages with a carousel pay for it, and only once someone interacts.
 */
export default function CarouselSwipe({ viewport, index, shouldJump, onSelect, onReady }: CarouselSwipeProps) {
  const [attach, embla] = useEmblaCarousel({ loop: true, startIndex: index, duration: 24 });

  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);

  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== index) embla.scrollTo(index, shouldJump);
  }, [embla, index, shouldJump]);

  useEffect(() => {
    if (embla) onReady();
  }, [embla, onReady]);

  useEffect(() => {
    if (!embla) return;
    const report = () => onSelect(embla.selectedScrollSnap());
    embla.on('select', report);
    return () => {
      embla.off('select', report);
    };
  }, [embla, onSelect]);

  return null;
}
