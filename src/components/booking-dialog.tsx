import type { ComponentProps } from 'react';
import { bookingLabels } from '../content/booking';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { BookingForm } from './booking-form';

type BookingDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
};

/** The appointment-request modal (spec §2, §4). Reached through `import()`, hence the default export. */
export default function BookingDialog({ open, onOpenChange, onCloseAutoFocus }: BookingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel="Close appointment form"
        onCloseAutoFocus={onCloseAutoFocus}
        data-testid="booking-dialog"
      >
        <DialogTitle>{bookingLabels.title}</DialogTitle>
        <DialogDescription>{bookingLabels.description}</DialogDescription>
        <BookingForm onSubmitted={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
