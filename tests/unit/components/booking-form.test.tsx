import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingForm } from '../../../src/components/booking-form';
import {
  bookingDateWindow,
  bookingFieldErrors,
  bookingFormDays,
  bookingSuccessMessage,
  bookingTimeSlots,
} from '../../../src/content/booking';
import { bookableDay } from '../../support/bookable-day';

function setup() {
  const onSubmitted = vi.fn();
  const onCancel = vi.fn();
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  const user = userEvent.setup();
  render(<BookingForm onSubmitted={onSubmitted} onCancel={onCancel} />);
  return { onSubmitted, onCancel, alert, log, user };
}

const field = {
  name: () => screen.getByLabelText(/Full Name/),
  email: () => screen.getByLabelText(/Email Address/),
  date: () => screen.getByLabelText(/Preferred Date/),
  time: () => screen.getByLabelText(/Preferred Time/) as HTMLSelectElement,
  issue: () => screen.getByLabelText(/Describe Your Issue/),
};

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field.name(), 'Alex Example');
  await user.type(field.email(), 'alex@example.com');
  await user.type(field.date(), bookableDay);
  await user.selectOptions(field.time(), '10:30 AM');
}

describe('BookingForm', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('has the spec’s fields and only the native rules', () => {
    setup();
    expect(field.name()).toBeRequired();
    expect(field.email()).toBeRequired();
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.date()).toBeRequired();
    expect(field.date()).toHaveAttribute('type', 'date');
    expect(field.time()).toBeRequired();
    expect(field.issue()).not.toBeRequired();
    expect(field.issue()).toHaveAttribute('rows', '4');
    expect(field.issue()).toHaveAttribute(
      'placeholder',
      expect.stringMatching(/dental concern|reason for visit/i),
    );
    expect(screen.queryByLabelText(/phone/i)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/doctor/i)).not.toBeInTheDocument();
  });

  it('offers "Select a time" then the 18 half-hour slots', () => {
    setup();
    const options = [...field.time().options].map((option) => option.text);
    expect(options).toEqual(['Select a time', ...bookingTimeSlots]);
    expect(bookingTimeSlots).toHaveLength(18);
  });

  describe('when submitted with a required field empty', () => {
    it.each(['name', 'email', 'date', 'time'] as const)('blocks the submit while %s is empty', async (missing) => {
      const { user, alert, onSubmitted } = setup();
      await fillRequired(user);
      if (missing === 'time') await user.selectOptions(field.time(), '');
      else await user.clear(field[missing]());
      await user.click(screen.getByRole('button', { name: 'Request Appointment' }));
      expect(alert).not.toHaveBeenCalled();
      expect(onSubmitted).not.toHaveBeenCalled();
    });
  });

  describe('when submitted with a malformed e-mail', () => {
    it('blocks the submit', async () => {
      const { user, alert } = setup();
      await fillRequired(user);
      await user.clear(field.email());
      await user.type(field.email(), 'not-an-email');
      await user.click(screen.getByRole('button', { name: 'Request Appointment' }));
      expect(alert).not.toHaveBeenCalled();
    });
  });

  describe('when submitted with a day the form does not offer', () => {
    it.each([
      ['yesterday', -1],
      ['over a year ahead', 367],
    ])('blocks the submit for %s, saying which days it takes', async (_when, days) => {
      const { user, alert } = setup();
      await fillRequired(user);
      const day = new Date();
      day.setDate(day.getDate() + days);
      await user.clear(field.date());
      await user.type(field.date(), bookingFormDays(day).min);
      await user.click(screen.getByRole('button', { name: 'Request Appointment' }));
      expect(alert).not.toHaveBeenCalled();
      expect(field.date()).toHaveAccessibleDescription(bookingFieldErrors.date.outOfRange);
    });

    it('offers today to a year on, as the receiver takes them', () => {
      setup();
      const { min, max } = bookingFormDays(new Date());
      expect(field.date()).toHaveAttribute('min', min);
      expect(field.date()).toHaveAttribute('max', max);
      const window = bookingDateWindow(new Date());
      expect(window.earliest <= min && max <= window.latest).toBe(true);
    });
  });

  describe('when submitted with every required field', () => {
    it('logs the request, shows the confirmation, clears every field and closes', async () => {
      const { user, alert, log, onSubmitted } = setup();
      await fillRequired(user);
      await user.type(field.issue(), 'Sensitive tooth');
      await user.click(screen.getByRole('button', { name: 'Request Appointment' }));
      expect(log).toHaveBeenCalledWith(
        'Appointment request',
        expect.objectContaining({
          name: 'Alex Example',
          email: 'alex@example.com',
          time: '10:30 AM',
          issue: 'Sensitive tooth',
        }),
      );
      expect(alert).toHaveBeenCalledTimes(1);
      expect(alert).toHaveBeenCalledWith(bookingSuccessMessage);
      expect(onSubmitted).toHaveBeenCalledTimes(1);
      expect(field.name()).toHaveValue('');
      expect(field.email()).toHaveValue('');
      expect(field.date()).toHaveValue('');
      expect(field.time()).toHaveValue('');
      expect(field.issue()).toHaveValue('');
    });

    it('confirms once when the form is submitted twice in a row (a double click)', async () => {
      const { user, alert, onSubmitted } = setup();
      await fillRequired(user);
      const form = screen.getByTestId('booking-form');
      // Both submits are dispatched before React re-renders the reset, so both see the filled fields.
      fireEvent.submit(form);
      fireEvent.submit(form);
      await waitFor(() => expect(alert).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(alert).toHaveBeenCalledTimes(1);
      expect(onSubmitted).toHaveBeenCalledTimes(1);
    });

    it('accepts a new request once the visitor fills the form in again', async () => {
      const { user, alert } = setup();
      await fillRequired(user);
      await user.click(screen.getByRole('button', { name: 'Request Appointment' }));
      await fillRequired(user);
      await user.click(screen.getByRole('button', { name: 'Request Appointment' }));
      expect(alert).toHaveBeenCalledTimes(2);
    });

    it('keeps markup and very long input as plain text', async () => {
      const { user, log } = setup();
      const markup = '<img src=x onerror=alert(1)><script>alert(2)</script>';
      await fillRequired(user);
      await user.clear(field.name());
      await user.click(field.name());
      await user.paste(markup + 'x'.repeat(10_000));
      await user.click(field.issue());
      await user.paste(markup);
      expect(document.querySelector('img[src="x"]')).toBeNull();
      expect(document.querySelector('form script')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Request Appointment' }));
      expect(log).toHaveBeenCalledWith('Appointment request', expect.objectContaining({ issue: markup }));
      expect(document.querySelector('img[src="x"]')).toBeNull();
    });

    it('Cancel closes without submitting', async () => {
      const { user, alert, onCancel } = setup();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(onCancel).toHaveBeenCalledTimes(1);
      expect(alert).not.toHaveBeenCalled();
    });
  });
});
