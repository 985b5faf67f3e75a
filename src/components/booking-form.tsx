import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  bookingLabels,
  bookingSuccessMessage,
  bookingTimeSlots,
  emptyBookingForm,
  type BookingFormValues,
} from '../content/booking';
import { Button } from '../ui/button';

const fieldClass =
  'mt-1 block w-full rounded-lg border border-ink-500 bg-white px-3 py-2.5 text-base text-ink-900 placeholder:text-ink-500 ' +
  'focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-accent-500';
const labelClass = 'block text-sm font-semibold text-ink-900';

type BookingFormProps = {
  /** Called after a valid submit has been confirmed to the visitor and the fields cleared. */
  onSubmitted: () => void;
  onCancel: () => void;
};

/**
 * The appointment request (spec §5). Only the browser's native rules apply (`required`, `type=email`,
 * `type=date`): the form has no `noValidate`, so the browser blocks an invalid submit with its own messages
 * before react-hook-form sees it. Values are rendered by React as text, never as HTML.
 */
export function BookingForm({ onSubmitted, onCancel }: BookingFormProps) {
  const { register, handleSubmit, reset } = useForm<BookingFormValues>({ defaultValues: emptyBookingForm });
  const id = useId();
  const fieldId = (name: keyof BookingFormValues) => `${id}-${name}`;

  const onValidSubmit = (values: BookingFormValues) => {
    // Nothing is sent anywhere (spec §7): the request is logged and confirmed. That a double click confirms once is
    // held by tests (booking-form.test.tsx, booking-dialog.spec.ts), not by a flag here.
    console.log('Appointment request', values);
    window.alert(bookingSuccessMessage);
    reset(emptyBookingForm);
    onSubmitted();
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(onValidSubmit)(event)}
      className="mt-4 space-y-4"
      data-testid="booking-form"
    >
      <div>
        <label htmlFor={fieldId('name')} className={labelClass}>
          {bookingLabels.name} <RequiredMark />
        </label>
        <input
          id={fieldId('name')}
          type="text"
          autoComplete="name"
          required
          className={fieldClass}
          {...register('name')}
        />
      </div>
      <div>
        <label htmlFor={fieldId('email')} className={labelClass}>
          {bookingLabels.email} <RequiredMark />
        </label>
        <input
          id={fieldId('email')}
          type="email"
          autoComplete="email"
          required
          className={fieldClass}
          {...register('email')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fieldId('date')} className={labelClass}>
            {bookingLabels.date} <RequiredMark />
          </label>
          <input id={fieldId('date')} type="date" required className={fieldClass} {...register('date')} />
        </div>
        <div>
          <label htmlFor={fieldId('time')} className={labelClass}>
            {bookingLabels.time} <RequiredMark />
          </label>
          <select id={fieldId('time')} required className={fieldClass} {...register('time')}>
            <option value="">{bookingLabels.timePlaceholder}</option>
            {bookingTimeSlots.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <label htmlFor={fieldId('issue')} className={labelClass}>
          {bookingLabels.issue} <span className="font-normal text-ink-700">(optional)</span>
        </label>
        <textarea
          id={fieldId('issue')}
          rows={4}
          placeholder={bookingLabels.issuePlaceholder}
          className={fieldClass}
          {...register('issue')}
        />
      </div>
      <p className="text-sm text-ink-700">
        <RequiredMark /> Required field
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {bookingLabels.cancel}
        </Button>
        <Button type="submit" variant="primary">
          {bookingLabels.submit}
        </Button>
      </div>
    </form>
  );
}

function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-accent-700">
      *
    </span>
  );
}
