import type { RefObject } from 'react';
import { bookingLabels } from '../content/booking';
import { closeReturningFocus, Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { BookingForm } from './booking-form';

type BookingDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The control that opened the dialog: focus goes back to it as the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/** The appointment-request modal (spec §2, §4). Reached through `import()`, hence the default export. */
export default function BookingDialog({ open, onOpenChange, returnFocusTo }: BookingDialogProps) {
  const close = () => closeReturningFocus(() => onOpenChange(false), returnFocusTo.current);
  return (
    <Dialog open={open} onOpenChange={(isOpen) => (isOpen ? onOpenChange(true) : close())}>
      <DialogContent
        closeLabel="Close appointment form"
        // Focus is back on the trigger already (close): Radix's own return, a moment later, would move it elsewhere.
        onCloseAutoFocus={(event) => event.preventDefault()}
        data-testid="booking-dialog"
      >
        <DialogTitle>{bookingLabels.title}</DialogTitle>
        <DialogDescription>{bookingLabels.description}</DialogDescription>
        <BookingForm onSubmitted={close} onCancel={close} />
      </DialogContent>
    </Dialog>
  );
}
