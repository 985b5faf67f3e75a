import type { RefObject } from 'react';
import type { GalleryDetails, GallerySection } from '../content/gallery/types';
import type { IconGlyph } from '../content/types';
import { closeReturningFocus, Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { GalleryPlaceholder } from './gallery-placeholder';
import { Stars } from './stars';

type GalleryDialogProps = {
  details: GalleryDetails | null;
  section: GallerySection;
  /** The section's icon, as on the page's cards. */
  glyph: IconGlyph;
  onClose: () => void;
  /** The card's button that opened the dialog: focus goes back to it as the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * A gallery item's details (spec §2 "Modal rule"): closes on its button, a backdrop click or Escape; a click
 * inside does not close it. Reached through `import()` on first use, hence the default export.
 */
export default function GalleryDialog({ details, section, glyph, onClose, returnFocusTo }: GalleryDialogProps) {
  return (
    <Dialog
      open={details !== null}
      onOpenChange={(open) => !open && closeReturningFocus(onClose, returnFocusTo.current)}
    >
      {details && (
        <DialogContent
          size="media"
          // Focus is back on the card already: Radix's own return, a moment later, would move it elsewhere.
          onCloseAutoFocus={(event) => event.preventDefault()}
          data-testid="gallery-dialog"
        >
          <DialogTitle>{details.title}</DialogTitle>
          <DialogDescription className="sr-only">Details of {details.title}</DialogDescription>
          <div className={details.images.length > 1 ? 'mt-4 grid grid-cols-2 gap-3' : 'mt-4'}>
            {details.images.map((label) => (
              <GalleryPlaceholder
                key={label}
                label={label}
                section={section}
                glyph={glyph}
                className="rounded-xl"
              />
            ))}
          </div>
          {details.rating !== undefined && (
            <p className="mt-4 flex items-center gap-2 font-semibold">
              <Stars rating={details.rating} />
              {/* Stars already say "Rated 5 out of 5" to assistive technology; "5/5" is for the eye. */}
              <span aria-hidden="true">{details.rating}/5</span>
            </p>
          )}
          <dl className="mt-4 grid gap-3 sm:grid-cols-2">
            {details.facts.map((fact) => (
              <div key={fact.label} className="rounded-lg bg-brand-50 px-3 py-2">
                <dt className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{fact.label}</dt>
                {/* Values are shown as written: content capitalises its fixed values, free text keeps its case. */}
                <dd className="font-semibold text-ink-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-ink-700">{details.description}</p>
          {details.lists?.map((list) => (
            <div key={list.label} className="mt-4">
              <h3 className="text-sm font-bold tracking-wide text-ink-900 uppercase">{list.label}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {list.items.map((item) => (
                  <li key={item} className="rounded-full bg-ink-100 px-3 py-1 text-sm text-ink-900">
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </DialogContent>
      )}
    </Dialog>
  );
}
