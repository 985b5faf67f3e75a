import { useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { clinic, telHref } from '../content/clinic';
import {
  bookingFieldErrors,
  bookingFormDays,
  bookingLabels,
  bookingSuccessMessage,
  bookingTimeSlots,
  emptyBookingForm,
  type BookingFormValues,
} from '../content/booking';
import {
  bookingDraft,
  BookingSendError,
  bookingTrapField,
  newRequestId,
  pickBookingFields,
  sendBookingRequest,
} from '../lib/booking-request';
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

type RequiredField = keyof typeof bookingFieldErrors;
type FieldElement = HTMLInputElement | HTMLSelectElement;

/**
 * What the browser's native rule found wrong with a field, in our words: the browser's own bubble is in the
 * browser's language, fades after a few seconds and is not read by every screen reader.
 */
function describeInvalid(field: RequiredField, validity: ValidityState): string {
  const messages = bookingFieldErrors[field];
  if (validity.valueMissing) return messages.missing;
  if ('outOfRange' in messages && (validity.rangeUnderflow || validity.rangeOverflow)) return messages.outOfRange;
  return 'typeMismatch' in messages ? messages.typeMismatch : messages.missing;
}

/**
 * The appointment request (spec §5). Only the browser's native rules apply (`required`, `type=email`,
 * `type=date`): the form has no `noValidate`, so the browser blocks an invalid submit (focusing the first invalid
 * field, with its own bubble) before react-hook-form sees it. The `invalid` events it fires on the way mark each
 * failing field `aria-invalid` with a message under it (WCAG 3.3.1), cleared as soon as the field passes. Values are
 * rendered by React as text, never as HTML.
 */
export function BookingForm({ onSubmitted, onCancel }: BookingFormProps) {
  const endpoint = clinic.bookingEndpoint;
  // With an endpoint, what was typed survives closing the dialog, a reload and a failed send (the draft).
  const [restoredDraft] = useState(() => (endpoint ? bookingDraft.read() : undefined));
  const { register, handleSubmit, reset, getValues } = useForm<BookingFormValues>({
    defaultValues: restoredDraft ? { ...emptyBookingForm, ...restoredDraft.fields } : emptyBookingForm,
  });
  /** The days offered, from the visitor's today when the form opens (the receiver refuses others). */
  const [days] = useState(() => bookingFormDays(new Date()));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<RequiredField, string>>>({});
  const [sendState, setSendState] = useState<'idle' | 'sending' | BookingSendError>('idle');
  /** Set from the first click until the answer: a second click in the same frame must not send twice. */
  const isSendingRef = useRef(false);
  /** The id of the request these exact fields were sent as; a change to any field makes a new request. */
  const requestIdRef = useRef(restoredDraft?.requestId);
  const formRef = useRef<HTMLFormElement>(null);
  /** The trap field (bookingTrapField): never filled by a person. */
  const trapRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const fieldId = (name: keyof BookingFormValues) => `${id}-${name}`;
  const errorId = (name: RequiredField) => `${id}-${name}-error`;

  /** Every edit, as it bubbles up from a field (after react-hook-form has taken the value): keep it, as a new request. */
  const keepDraft = () => {
    if (!endpoint) return;
    requestIdRef.current = undefined;
    bookingDraft.write({ fields: pickBookingFields(getValues()) });
  };

  const setFieldError = (name: RequiredField, message: string | undefined) =>
    setFieldErrors((current) => (current[name] === message ? current : { ...current, [name]: message }));

  /** The native rules, described: props for a required field's element. */
  const requiredField = (name: RequiredField) => ({
    ...register(name, {
      onChange: (event: { target: FieldElement }) => {
        if (event.target.validity.valid) setFieldError(name, undefined);
      },
    }),
    id: fieldId(name),
    required: true,
    onInvalid: (event: FormEvent<FieldElement>) =>
      setFieldError(name, describeInvalid(name, event.currentTarget.validity)),
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? errorId(name) : undefined,
  });

  const fieldError = (name: RequiredField) =>
    fieldErrors[name] && (
      <p id={errorId(name)} className="mt-1 text-sm font-medium text-accent-700">
        {fieldErrors[name]}
      </p>
    );

  const confirm = () => {
    window.alert(bookingSuccessMessage);
    reset(emptyBookingForm);
    setFieldErrors({});
    onSubmitted();
  };

  const send = async (values: BookingFormValues) => {
    if (isSendingRef.current) return;
    isSendingRef.current = true;
    const fields = pickBookingFields(values);
    const requestId = (requestIdRef.current ??= newRequestId());
    bookingDraft.write({ fields, requestId });
    setSendState('sending');
    try {
      await sendBookingRequest(endpoint, {
        ...fields,
        requestId,
        page: window.location.pathname,
        sentAt: new Date().toISOString(),
        [bookingTrapField]: trapRef.current?.value ?? '',
      });
      bookingDraft.clear();
      requestIdRef.current = undefined;
      setSendState('idle');
      confirm();
    } catch (error) {
      setSendState(error instanceof BookingSendError ? error : new BookingSendError('network'));
    } finally {
      isSendingRef.current = false;
    }
  };

  const onValidSubmit = (values: BookingFormValues) => {
    if (endpoint) return send(values);
    // Without an endpoint nothing is sent anywhere (spec §7): the request is logged and confirmed. That a double
    // click confirms once is held by tests (booking-form.test.tsx, booking-dialog.spec.ts), not by a flag here.
    console.log('Appointment request', values);
    confirm();
  };

  const isSending = sendState === 'sending';
  const sendError = sendState instanceof BookingSendError ? sendState : undefined;

  return (
    <form
      ref={formRef}
      onChange={keepDraft}
      onSubmit={(event) => void handleSubmit(onValidSubmit)(event)}
      className="mt-4 space-y-4"
      data-testid="booking-form"
    >
      <div>
        <label htmlFor={fieldId('name')} className={labelClass}>
          {bookingLabels.name} <RequiredMark />
        </label>
        <input type="text" autoComplete="name" className={fieldClass} {...requiredField('name')} />
        {fieldError('name')}
      </div>
      <div>
        <label htmlFor={fieldId('email')} className={labelClass}>
          {bookingLabels.email} <RequiredMark />
        </label>
        <input type="email" autoComplete="email" className={fieldClass} {...requiredField('email')} />
        {fieldError('email')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fieldId('date')} className={labelClass}>
            {bookingLabels.date} <RequiredMark />
          </label>
          <input type="date" min={days.min} max={days.max} className={fieldClass} {...requiredField('date')} />
          {fieldError('date')}
        </div>
        <div>
          <label htmlFor={fieldId('time')} className={labelClass}>
            {bookingLabels.time} <RequiredMark />
          </label>
          <select className={fieldClass} {...requiredField('time')}>
            <option value="">{bookingLabels.timePlaceholder}</option>
            {bookingTimeSlots.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
          {fieldError('time')}
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
      {endpoint && (
        <>
          {/* The trap: out of sight, out of the tab order and of the accessibility tree; a program fills it in. */}
          <div aria-hidden="true" className="sr-only">
            <label>
              Leave this empty
              <input ref={trapRef} type="text" name={bookingTrapField} tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          <p role="status" className="text-sm font-medium text-ink-900 empty:hidden">
            {isSending ? bookingLabels.sending : ''}
          </p>
          <div role="alert" className="empty:hidden" data-testid="booking-send-error">
            {sendError && (
              <div className="rounded-lg border-2 border-accent-700 bg-accent-100 p-3 text-sm text-ink-900">
                <p className="font-semibold">
                  {sendError.reason === 'timeout' ? bookingLabels.sendTimedOut : bookingLabels.sendFailed}
                </p>
                <p className="mt-1">
                  {bookingLabels.sendKept}{' '}
                  <a className="font-semibold text-brand-800 underline" href={telHref(clinic.phones.main)}>
                    {clinic.phones.main.display}
                  </a>
                  .
                </p>
                <Button type="button" size="sm" className="mt-2" onClick={() => formRef.current?.requestSubmit()}>
                  {bookingLabels.retry}
                </Button>
              </div>
            )}
          </div>
        </>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {bookingLabels.cancel}
        </Button>
        {/* aria-disabled, not disabled, while sending: a disabled button drops keyboard focus to the page. */}
        <Button
          type="submit"
          variant="primary"
          aria-disabled={isSending || undefined}
          data-testid="booking-submit"
        >
          {isSending ? bookingLabels.sendingButton : bookingLabels.submit}
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
