import {
  Children,
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useAutoplay, type Autoplay } from '../hooks/use-autoplay';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion';
import { useFirstInteraction } from '../hooks/use-first-interaction';
import { wrapIndex } from '../lib/wrap-index';
import { cn } from '../lib/cn';
import { LoadErrorBoundary } from './load-error-boundary';

type CarouselContextValue = {
  index: number;
  count: number;
  /** The word in control names: "Next image", "Go to doctor 2". */
  itemNoun: string;
  slidesId: string;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  autoplay: Autoplay;
  /** True once Embla has taken over the sliding. */
  isSwipeReady: boolean;
  setViewport: (element: HTMLDivElement | null) => void;
};

const CarouselSwipe = lazy(() => import('./carousel-swipe'));

const CarouselContext = createContext<CarouselContextValue | null>(null);

function useCarousel(): CarouselContextValue {
  const context = useContext(CarouselContext);
  if (!context) throw new Error('useCarousel must be used inside <Carousel>');
  return context;
}

type CarouselProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Accessible name of the region, e.g. "Clinic photos". */
  label: string;
  itemNoun: string;
  count: number;
  autoplayIntervalMs: number;
  children: ReactNode;
};

/**
 * A slideshow region (WAI-ARIA carousel pattern). Our own state owns the index, so the behaviour the spec fixes
 * (start at 0, wrap both ways, jump by indicator, §4) does not depend on layout. Until the visitor first interacts
 * with the page a CSS transform shows the current slide; then Embla is fetched, attaches to the same track,
 * follows the index and adds swipe (its ~8 KB stay out of what a page loads before interaction).
 */
export function Carousel({
  label,
  itemNoun,
  count,
  autoplayIntervalMs,
  className,
  children,
  ...props
}: CarouselProps) {
  const [index, setIndex] = useState(0);
  const prefersReducedMotion = usePrefersReducedMotion();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [isSwipeReady, setIsSwipeReady] = useState(false);
  const slidesId = useId();

  const goTo = useCallback((target: number) => setIndex(wrapIndex(target, count)), [count]);
  const next = useCallback(() => setIndex((current) => wrapIndex(current + 1, count)), [count]);
  const previous = useCallback(() => setIndex((current) => wrapIndex(current - 1, count)), [count]);
  const autoplay = useAutoplay({ intervalMs: autoplayIntervalMs, onTick: next });

  // Swipe is only needed once someone interacts; until then the CSS transform slides (issue 2's byte budget).
  const hasInteracted = useFirstInteraction();

  const onSwipeReady = useCallback(() => setIsSwipeReady(true), []);

  const value = useMemo(
    () => ({ index, count, itemNoun, slidesId, next, previous, goTo, autoplay, isSwipeReady, setViewport }),
    [index, count, itemNoun, slidesId, next, previous, goTo, autoplay, isSwipeReady],
  );

  return (
    <CarouselContext.Provider value={value}>
      <section
        aria-roledescription="carousel"
        aria-label={label}
        data-slot="carousel"
        className={cn('relative', className)}
        {...autoplay.holdHandlers}
        {...props}
      >
        {children}
        {hasInteracted && viewport && (
          // Without swipe the buttons and the CSS transform still work, so a failed fetch costs only the swipe.
          <LoadErrorBoundary part="carousel swipe" fallback={null}>
            <Suspense fallback={null}>
              <CarouselSwipe
                viewport={viewport}
                index={index}
                shouldJump={prefersReducedMotion}
                onSelect={setIndex}
                onReady={onSwipeReady}
              />
            </Suspense>
          </LoadErrorBoundary>
        )}
      </section>
    </CarouselContext.Provider>
  );
}

/** The sliding track. Only the current slide is exposed to assistive technology and reachable by Tab. */
export function CarouselSlides({ className, children }: { className?: string; children: ReactNode }) {
  const { index, setViewport, slidesId, autoplay, itemNoun, isSwipeReady } = useCarousel();
  const slides = Children.toArray(children);
  const trackRef = useRef<HTMLDivElement>(null);
  // Until Embla takes over, slide by transform. Set imperatively, never as a style prop, so React cannot later
  // overwrite the transform Embla writes.
  useEffect(() => {
    const track = trackRef.current;
    if (track && !isSwipeReady) track.style.transform = `translateX(-${index * 100}%)`;
  }, [index, isSwipeReady]);
  return (
    <div ref={setViewport} data-slot="carousel-viewport" className={cn('overflow-hidden', className)}>
      <div
        id={slidesId}
        data-slot="carousel-track"
        ref={trackRef}
        className={cn(
          'flex touch-pan-y',
          !isSwipeReady && 'transition-transform duration-500 ease-out motion-reduce:transition-none',
        )}
        // Announce changes the visitor makes; stay quiet while it turns by itself.
        aria-live={autoplay.isPlaying && !autoplay.isHeld ? 'off' : 'polite'}
      >
        {slides.map((slide, slideIndex) => {
          const isCurrent = slideIndex === index;
          return (
            <div
              key={slideIndex}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${slides.length}`}
              aria-hidden={isCurrent ? undefined : true}
              inert={!isCurrent}
              data-slot="carousel-slide"
              data-current={isCurrent ? '' : undefined}
              data-item-noun={itemNoun}
              className="min-w-0 flex-[0_0_100%]"
            >
              {slide}
            </div>
          );
        })}
      </div>
    </div>
  );
}

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-ink-900 shadow-card ring-1 ring-ink-200 hover:bg-brand-50 forced-colors:border';

/** Previous, Pause/Play, indicators and Next, in reading order. */
export function CarouselControls({ className }: { className?: string }) {
  const { index, count, itemNoun, slidesId, next, previous, goTo, autoplay } = useCarousel();
  const capitalNoun = itemNoun.charAt(0).toUpperCase() + itemNoun.slice(1);
  return (
    <div data-slot="carousel-controls" className={cn('mt-3 flex items-center justify-center gap-2', className)}>
      <button type="button" className={controlClass} aria-controls={slidesId} onClick={previous}>
        <ChevronLeft aria-hidden="true" className="size-5" />
        <span className="sr-only">Previous {itemNoun}</span>
      </button>
      <button
        type="button"
        className={controlClass}
        onClick={autoplay.toggle}
        data-slot="carousel-play-pause"
        aria-label={autoplay.isPlaying ? 'Pause slideshow' : 'Play slideshow'}
      >
        {autoplay.isPlaying ? (
          <Pause aria-hidden="true" className="size-5" />
        ) : (
          <Play aria-hidden="true" className="size-5" />
        )}
      </button>
      <div className="flex items-center" data-slot="carousel-indicators">
        {Array.from({ length: count }, (_, dot) => (
          <button
            key={dot}
            type="button"
            aria-controls={slidesId}
            aria-current={dot === index ? 'true' : undefined}
            aria-label={`Go to ${itemNoun} ${dot + 1}`}
            title={`${capitalNoun} ${dot + 1}`}
            onClick={() => goTo(dot)}
            className="group inline-flex size-11 items-center justify-center"
          >
            <span
              aria-hidden="true"
              className={cn(
                'block size-3 rounded-full ring-1 ring-brand-700 transition-all',
                // Forced colours drop rings and backgrounds: there the dots are drawn in the system's text colour.
                'forced-colors:border forced-colors:border-[CanvasText] forced-colors:ring-0 forced-colors:forced-color-adjust-none',
                dot === index
                  ? 'w-6 bg-brand-700 forced-colors:bg-[CanvasText]'
                  : 'bg-white group-hover:bg-brand-100 forced-colors:bg-[Canvas]',
              )}
            />
          </button>
        ))}
      </div>
      <button type="button" className={controlClass} aria-controls={slidesId} onClick={next}>
        <ChevronRight aria-hidden="true" className="size-5" />
        <span className="sr-only">Next {itemNoun}</span>
      </button>
    </div>
  );
}
