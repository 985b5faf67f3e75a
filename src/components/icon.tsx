import type { ComponentProps } from 'react';
import type { IconGlyph } from '../content/types';

type IconProps = Omit<ComponentProps<IconGlyph>, 'ref'> & { glyph: IconGlyph };

/** A decorative glyph chosen by content; hidden from assistive technology, since text beside it says the same. */
export function Icon({ glyph: Glyph, ...props }: IconProps) {
  return <Glyph aria-hidden="true" focusable="false" {...props} />;
}
