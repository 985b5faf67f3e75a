// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clinic } from '../../src/content/clinic';
import { dentistJsonLd, structuredDataFor } from '../../src/structured-data';
import { to24HourClock } from '../../src/lib/opening-hours';
import { routes } from '../../src/routes';

describe('to24HourClock', () => {
  it.each([
    ['9:00 AM', '09:00'],
    ['12:00 PM', '12:00'],
    ['12:30 AM', '00:30'],
    ['10:00 PM', '22:00'],
  ])('turns %s into %s', (time, expected) => {
    expect(to24HourClock(time)).toBe(expected);
  });

  it('refuses what is not a 12-hour time', () => {
    expect(() => to24HourClock('noon')).toThrow();
  });
});

describe('dentistJsonLd', () => {
  it('lists both opening-hour ranges the spec reports, read from the clinic module', () => {
    expect(dentistJsonLd().openingHoursSpecification).toEqual([
      expect.objectContaining({ dayOfWeek: clinic.hours.home.dayList, opens: '09:00', closes: '22:00' }),
      expect.objectContaining({ dayOfWeek: clinic.hours.contactTable.days, opens: '10:00', closes: '22:00' }),
    ]);
  });
});

describe('structuredDataFor', () => {
  it('describes each route as its entry in the route table says', () => {
    const types = (path: string) =>
      structuredDataFor(routes.find((route) => route.path === path)!).map((data) => data['@type']);
    expect(types('/')).toEqual(['Dentist']);
    expect(types('/contact')).toEqual(['Dentist']);
    expect(types('/services/orthodontics')).toEqual(['MedicalProcedure', 'BreadcrumbList']);
    expect(types('/reviews/google')).toEqual(['BreadcrumbList']);
    expect(types('/about')).toEqual([]);
  });
});

describe('public/_headers', () => {
  // The map's origin is configured in the clinic module; a rebrand that changes it must change the policy too, or
  // the policy would block the map and every visitor would see its fallback.
  it("lets the clinic module's map origin through the Content-Security-Policy", () => {
    const policy = readFileSync('public/_headers', 'utf8');
    expect(policy).toMatch(new RegExp(`frame-src[^;]*${clinic.map.frameOrigin.replace(/\./g, '\\.')}`));
    expect(new URL(clinic.map.embedUrl).origin).toBe(clinic.map.frameOrigin);
  });
});
