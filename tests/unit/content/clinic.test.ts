// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clinic, mailtoHref, telHref } from '../../../src/content/clinic';
import { bookingTimeSlots, doctorChoices } from '../../../src/content/booking';
import { home } from '../../../src/content/home';
import { about } from '../../../src/content/about';

describe('clinic identity', () => {
  it.each(Object.entries(clinic.phones))('the %s number is fictional (555-01xx) and dialable', (_, phone) => {
    expect(phone.display).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
    expect(phone.e164).toMatch(/^\+1\d{3}55501\d{2}$/);
    expect(telHref(phone)).toBe(`tel:${phone.e164}`);
  });

  it('has an e-mail on the reserved .example domain', () => {
    expect(clinic.email).toMatch(/^[a-z0-9.-]+@[a-z0-9.-]+\.example$/);
    expect(mailtoHref()).toBe(`mailto:${clinic.email}`);
  });

  it('reports both sets of hours the spec gives', () => {
    expect(clinic.hours.home).toMatchObject({ days: 'Monday to Saturday', open: '9:00 AM', close: '10:00 PM' });
    expect(clinic.hours.home.dayList).toHaveLength(6);
    expect(clinic.hours.contactTable.hours).toBe('10:00 AM - 10:00 PM');
    expect(clinic.hours.contactSideBox).toBe('Mon-Sun 9:00 AM - 10:00 PM');
  });

  it('links the real social pages and keeps Facebook and LinkedIn as placeholders', () => {
    expect(clinic.social.instagram.href).toMatch(/^https:\/\//);
    expect(clinic.social.youtube.href).toMatch(/^https:\/\//);
    expect(clinic.social.facebook.href).toBeNull();
    expect(clinic.social.linkedin.href).toBeNull();
  });
});

describe('booking model', () => {
  it('offers the 18 half-hour slots from 9:00 AM to 5:30 PM', () => {
    expect(bookingTimeSlots).toEqual([
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
      '12:00 PM',
      '12:30 PM',
      '1:00 PM',
      '1:30 PM',
      '2:00 PM',
      '2:30 PM',
      '3:00 PM',
      '3:30 PM',
      '4:00 PM',
      '4:30 PM',
      '5:00 PM',
      '5:30 PM',
    ]);
  });

  it('holds three named doctors plus Any Available Doctor', () => {
    expect(doctorChoices).toHaveLength(4);
    expect(doctorChoices.at(-1)).toBe('Any Available Doctor');
    expect(doctorChoices.slice(0, 3).every((name) => name.startsWith('Dr. '))).toBe(true);
  });
});

describe('home and about content', () => {
  it('has five clinic images with the spec’s captions', () => {
    expect(home.clinicImages.map((image) => image.caption)).toEqual([
      'Modern Dental Clinic',
      'State-of-the-Art Equipment',
      'Advanced Treatment Facilities',
      'Comfortable Waiting Area',
      'State-of-the-Art Dental Equipment',
    ]);
  });

  it('has six reasons and nine service categories in the spec’s order', () => {
    expect(home.reasons).toHaveLength(6);
    expect(home.serviceCategories.map((category) => category.id)).toEqual([
      'preventive',
      'restorative',
      'cosmetic',
      'orthodontics',
      'pediatric',
      'periodontal',
      'surgery',
      'endodontics',
      'emergency',
    ]);
  });

  it('has four doctors whose experience is 10+, 8, 12 and 9 years (the founder is Home’s “about ten years”)', () => {
    const bios = about.doctors.map((doctor) =>
      doctor.bio
        .flat()
        .map((part) => (typeof part === 'string' ? part : part.strong))
        .join(''),
    );
    expect(bios).toHaveLength(4);
    ['10+ years', '8 years', '12 years', '9 years'].forEach((years, index) =>
      expect(bios[index]).toContain(years),
    );
    expect(about.doctors[0]!.title2).toBe('Owner');
  });

  it('has the four core values and three testimonials', () => {
    expect(about.coreValues.map((value) => value.title)).toEqual([
      'Compassionate Care',
      'Advanced Technology',
      'Family Focused',
      'Excellence',
    ]);
    expect(about.testimonials).toHaveLength(3);
  });
});
