import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '../lib/cn';

type SmartImageProps = Omit<ComponentProps<'img'>, 'width' | 'height' | 'alt' | 'src'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The image most likely to be the largest paint: fetched first, never lazy (issue 2). */
  isPriority?: boolean;
  /** Hide the failed image and show this instead (doctor cards); without it the box keeps its size, empty. */
  fallback?: React.ReactNode;
};

/**
 * An image with intrinsic size (no layout shift) that loads lazily unless it is the priority image. A failed
 * image writes a console warning with its source (spec §8) and gives way to its fallback.
 */
export function SmartImage({
  src,
  alt,
  width,
  height,
  isPriority = false,
  fallback,
  className,
  ...props
}: SmartImageProps) {
  const [hasFailed, setHasFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);

  const fail = () => {
    console.warn(`Image failed to load: ${src}`);
    setHasFailed(true);
  };

  // An image can fail before React hydrates and attaches onError; check once on mount.
  useEffect(() => {
    const image = imageRef.current;
    if (image && image.complete && image.naturalWidth === 0 && image.currentSrc) fail();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (hasFailed) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        // The caller's classes size and shape the placeholder as the image, and give it the background the image sits
        // on (About: brand-50; the home carousel's slides are grey behind it).
        className={cn('flex items-center justify-center text-ink-500', className)}
        style={{ aspectRatio: `${width} / ${height}` }}
        data-testid="image-fallback"
      >
        {fallback ?? <ImageOff aria-hidden="true" className="size-10" />}
      </div>
    );
  }
  return (
    <img
      ref={imageRef}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      decoding={isPriority ? 'auto' : 'async'}
      onError={fail}
      className={className}
      {...props}
    />
  );
}
