import { useCallback, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from './use-reduced-motion';

export type AutoplayOptions = {
  intervalMs: number;
  onTick: () => void;
};

export type Autoplay = {
  /** False once the visitor pressed Pause, or from the start under reduced motion. */
  isPlaying: boolean;
  /** True while a pointer or focus holds the carousel still (WCAG 2.2.2: moving content can be stopped). */
  isHeld: boolean;
  toggle: () => void;
  /** Spread on the region that should hold the autoplay while hovered or focused. */
  holdHandlers: {
    /** Holds it at once if focus or a mouse is already inside the region when it first renders (hydration). */
    ref: (region: HTMLElement | null) => void;
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: () => void;
    onBlur: (event: React.FocusEvent<HTMLElement>) => void;
  };
};

/**
 * Advances a carousel every `intervalMs`, unless the visitor paused it, points at it, has focus inside it, or
 * prefers reduced motion (then it never starts by itself; Play still starts it on request).
 */
export function useAutoplay({ intervalMs, onTick }: AutoplayOptions): Autoplay {
  const prefersReducedMotion = usePrefersReducedMotion();
  const [userChoice, setUserChoice] = useState<'play' | 'pause' | null>(null);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const isPlaying = userChoice === null ? !prefersReducedMotion : userChoice === 'play';
  const isHeld = isHovered || isFocused;

  const onTickRef = useRef(onTick);
  useEffect(() => {
    onTickRef.current = onTick;
  }, [onTick]);

  useEffect(() => {
    if (!isPlaying || isHeld) return;
    const timer = window.setInterval(() => onTickRef.current(), intervalMs);
    return () => window.clearInterval(timer);
  }, [isPlaying, isHeld, intervalMs]);

  const toggle = useCallback(() => setUserChoice(isPlaying ? 'pause' : 'play'), [isPlaying]);
  // A tap made before the app was ready focused its control (a dot, Next) while no one listened, and the hydration
  // loader replays only its click: without this the slideshow turned on from the image the visitor chose (issue 35).
  const holdIfAlreadyInside = useCallback((region: HTMLElement | null) => {
    if (!region) return;
    if (region.contains(document.activeElement)) setIsFocused(true);
    if (region.matches(':hover') && matchMedia('(hover: hover)').matches) setIsHovered(true);
  }, []);

  return {
    isPlaying,
    isHeld,
    toggle,
    holdHandlers: {
      ref: holdIfAlreadyInside,
      onPointerEnter: () => setIsHovered(true),
      onPointerLeave: () => setIsHovered(false),
      onFocus: () => setIsFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsFocused(false);
      },
    },
  };
}
