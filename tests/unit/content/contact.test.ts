import { describe, expect, it, vi } from 'vitest';
import {
  contact,
  contactFormSuccessMessage,
  emptyContactForm,
  submitContactForm,
} from '../../../src/content/contact';
import { clinic } from '../../../src/content/clinic';

describe('submitContactForm', () => {
  it('logs the message, confirms with the spec’s text and returns every field cleared', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const notify = vi.fn();
    const values = {
      name: 'Alex',
      email: 'alex@example.com',
      phone: '555',
      subject: 'Hi',
      message: '<b>Hello</b>',
    };
    const cleared = submitContactForm(values, notify);
    expect(log).toHaveBeenCalledWith('Contact form', values);
    expect(notify).toHaveBeenCalledWith('Thank you for your message! We will get back to you soon.');
    expect(contactFormSuccessMessage).toBe('Thank you for your message! We will get back to you soon.');
    expect(cleared).toEqual(emptyContactForm);
    expect(Object.values(cleared).every((value) => value === '')).toBe(true);
  });

  it('uses window.alert by default', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    submitContactForm(emptyContactForm);
    expect(alert).toHaveBeenCalledWith(contactFormSuccessMessage);
  });
});

describe('contact content', () => {
  it('has seven hours rows, Monday to Sunday, each 10:00 AM - 10:00 PM, and the side box’s differing hours', () => {
    expect(contact.hours.rows.map((row) => row.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(contact.hours.rows.every((row) => row.hours === '10:00 AM - 10:00 PM')).toBe(true);
    expect(contact.hours.sideBox.text).toBe('Mon-Sun 9:00 AM - 10:00 PM');
  });

  it('has six FAQ entries, one recommending a visit every 6 months and one naming the FAQ number', () => {
    expect(contact.faq).toHaveLength(6);
    expect(contact.faq.some((entry) => /every 6 months/.test(entry.answer))).toBe(true);
    expect(contact.faq.some((entry) => entry.answer.includes(clinic.phones.emergency.display))).toBe(true);
  });
});
