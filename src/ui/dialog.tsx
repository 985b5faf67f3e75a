import type { ComponentProps } from 'react';
import { flushSync } from 'react-dom';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const Dialog = DialogPrimitive.Root;

/**
 * Closes a dialog (`close` sets the state that hides it) and puts focus back on `returnTo` in the same task. Radix
 * returns focus in a timer once the dialog is gone, so for one task focus was on the page's body: screen readers
 * then read out the whole document before the trigger (Orca: "… document web.", issue 34). Rendering the close at once
 * lets focus move before the browser tells assistive technology anything. Pair with `onCloseAutoFocus` calling
 * `preventDefault()`, so Radix's own return does not move it again.
 */
export function closeReturningFocus(close: () => void, returnTo: HTMLElement | null): void {
  flushSync(close);
  returnTo?.focus();
}

const dialogContentVariants = cva(
  [
    'fixed inset-x-3 top-[4vh] z-50 mx-auto max-h-[92vh] overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:p-6',
    // On an iPhone `vh` is the viewport with Safari's toolbars hidden: with them shown, a 92vh dialog runs under the
    // bottom toolbar and its last button cannot be reached (the page behind is locked). The dynamic viewport follows
    // the toolbars; browsers without it keep vh.
    'supports-[height:100dvh]:top-[4dvh] supports-[height:100dvh]:max-h-[92dvh]',
    // Forced colours drop the shadow and the dimmed backdrop: a border is the dialog's edge there.
    'forced-colors:border-2',
  ],
  {
    variants: {
      /** `form`: one column of fields (booking); `media`: images and facts side by side (gallery). */
      size: { form: 'max-w-lg', media: 'max-w-2xl' },
    },
    defaultVariants: { size: 'form' },
  },
);

/**
 * No `className`: the panel's look comes from its variants only, so a caller's class can never silently lose to (or
 * win over) one of the panel's own; `cn()` does not resolve Tailwind conflicts (lib/cn.ts, issue 16).
 */
type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'className'> &
  VariantProps<typeof dialogContentVariants> & {
    /** Accessible name of the × button. */
    closeLabel?: string;
  };

/**
 * The modal surface: overlay, centred panel, × button. Radix traps focus, locks page scroll, closes on Escape
 * and on a pointer-down outside the panel (the backdrop); a click inside never closes it.
 */
export function DialogContent({ size, children, closeLabel = 'Close', ...props }: DialogContentProps) {
  return (
    // A container given renders the portal in the first render; Radix's default waits for an effect, which never
    // runs while a dialog is built ahead in a hidden <Activity> (booking-context.tsx).
    <DialogPrimitive.Portal container={typeof document === 'undefined' ? undefined : document.body}>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="fixed inset-0 z-50 bg-ink-950/60"
        // A press on the backdrop closes the dialog; without this its mousedown would first drop focus to the page's
        // body, where a screen reader reads out the whole document, before focus returns to the trigger (issue 34).
        onMouseDown={(event) => event.preventDefault()}
      />
      <DialogPrimitive.Content data-slot="dialog-content" className={dialogContentVariants({ size })} {...props}>
        {children}
        <DialogPrimitive.Close
          data-slot="dialog-close"
          aria-label={closeLabel}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100 forced-colors:border"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('pr-12 text-xl font-bold text-ink-900', className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('mt-1 text-sm text-ink-700', className)}
      {...props}
    />
  );
}
