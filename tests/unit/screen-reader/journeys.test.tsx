/**
 * What a screen reader says along the journeys a visitor takes (issue 17), read from the accessibility tree by
 * @guidepup/virtual-screen-reader over the whole app in jsdom. It speaks as NVDA or VoiceOver would phrase the
 * tree (role, name, description, states), not as any one of them does: these tests catch a lost name, state or
 * announcement; the README lists what was checked by hand with real screen readers.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { virtual } from '@guidepup/virtual-screen-reader';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { about } from '../../../src/content/about';
import { bookingFieldErrors, bookingLabels, bookingSuccessMessage } from '../../../src/content/booking';
import ourWork from '../../../src/content/gallery/our-work';
import { home } from '../../../src/content/home';
import { services } from '../../../src/content/services';
import { specCounts } from '../../support/spec-constants';
import { plural } from '../../../src/lib/plural';
import { openSiteWithScreenReader, readForwardUntil, spokenDuring } from './virtual-site';
import { servicesDropdownTrigger } from '../services-dropdown-ready';
import { bookableDay } from '../../support/bookable-day';

afterEach(async () => {
  await virtual.stop();
});

// Each journey renders the whole app and walks it: a few seconds on a busy 2-core machine, over Vitest's default 5.
vi.setConfig({ testTimeout: 30_000 });

describe('the booking dialog, heard', () => {
  it('announces its name on open, each field with its state, the errors of an empty submit, and the confirmation', async () => {
    await openSiteWithScreenReader('/');
    const book = screen.getByRole('button', { name: 'Book Appointment' });
    book.focus();
    const onOpen = await spokenDuring(async () => {
      await virtual.act();
      await screen.findByRole('dialog', {}, { timeout: 5000 });
      await waitFor(() => expect(screen.getByLabelText(/Full Name/)).toHaveFocus());
    });
    expect(onOpen).toEqual([
      `dialog, ${bookingLabels.title}, ${bookingLabels.description}`,
      `textbox, ${bookingLabels.name}, required`,
    ]);

    const tabbing = await spokenDuring(async () => {
      for (let step = 0; step < 8; step += 1) await virtual.press('Tab');
    });
    expect(tabbing).toEqual([
      `textbox, ${bookingLabels.email}, required`,
      // A date input has no ARIA role for the tree to speak; its label is read, its `required` is checked below.
      bookingLabels.date,
      `combobox, ${bookingLabels.time}, has popup listbox, not expanded, required`,
      `textbox, ${bookingLabels.issue} (optional), placeholder ${bookingLabels.issuePlaceholder}`,
      `button, ${bookingLabels.cancel}`,
      `button, ${bookingLabels.submit}`,
      'button, Close appointment form',
      // Focus stays in the dialog: Tab from its last control comes back to the first field.
      `textbox, ${bookingLabels.name}, required`,
    ]);
    expect(screen.getByLabelText(/Preferred Date/)).toBeRequired();

    // An empty submit. A browser then focuses the first blocked field (tests/e2e/booking-dialog.spec.ts checks
    // that in Chromium); jsdom does not, so each field is visited here as the visitor would.
    screen.getByRole('button', { name: bookingLabels.submit }).focus();
    await virtual.act();
    const fieldsAfterEmptySubmit: string[] = [];
    for (const [label, message] of [
      [bookingLabels.name, bookingFieldErrors.name.missing],
      [bookingLabels.email, bookingFieldErrors.email.missing],
    ] as const) {
      fieldsAfterEmptySubmit.push(...(await spokenDuring(() => screen.getByLabelText(new RegExp(label)).focus())));
      expect(fieldsAfterEmptySubmit.at(-1)).toBe(`textbox, ${label}, ${message}, invalid, required`);
    }
    expect(
      await spokenDuring(() => screen.getByRole('combobox', { name: new RegExp(bookingLabels.time) }).focus()),
    ).toEqual([
      `combobox, ${bookingLabels.time}, ${bookingFieldErrors.time.missing}, has popup listbox, not expanded, invalid, required`,
    ]);
    expect(screen.getByLabelText(/Preferred Date/)).toHaveAccessibleDescription(bookingFieldErrors.date.missing);

    // Filled in, the errors go; sent, the confirmation is an alert and focus returns to the button that opened it.
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Full Name/), 'Alex Example');
    screen.getByLabelText(/Email Address/).focus();
    expect(await spokenDuring(() => screen.getByLabelText(/Full Name/).focus())).toEqual([
      `textbox, ${bookingLabels.name}, Alex Example, required`,
    ]);
    await user.type(screen.getByLabelText(/Email Address/), 'alex@example.com');
    await user.type(screen.getByLabelText(/Preferred Date/), bookableDay);
    await user.selectOptions(screen.getByLabelText(/Preferred Time/), '10:30 AM');
    screen.getByRole('button', { name: bookingLabels.submit }).focus();
    const onSubmit = await spokenDuring(async () => {
      await virtual.act();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(book).toHaveFocus());
    });
    expect(alert).toHaveBeenCalledWith(bookingSuccessMessage);
    expect(onSubmit.at(-1)).toBe('button, Book Appointment');
  });
});

describe('the Services dropdown, heard', () => {
  it('says whether it is expanded, lists the twelve service pages and closes back to its trigger', async () => {
    await openSiteWithScreenReader('/about');
    const trigger = await servicesDropdownTrigger();
    expect(await spokenDuring(() => trigger.focus())).toEqual(['button, Service pages, not expanded']);

    const opening = await spokenDuring(async () => {
      await virtual.press('Enter');
      await screen.findByTestId('services-menu');
    });
    expect(opening.at(-1)).toBe('button, Service pages, 1 control, expanded');

    const links = await spokenDuring(async () => {
      for (let step = 0; step < services.length; step += 1) await virtual.press('Tab');
    });
    expect(services).toHaveLength(specCounts.services);
    expect(links).toEqual(services.map((service) => `link, ${service.menuLabel}`));

    const closing = await spokenDuring(async () => {
      await virtual.press('Escape');
      await waitFor(() => expect(trigger).toHaveFocus());
    });
    expect(closing.at(-1)).toBe('button, Service pages, not expanded');
  });
});

describe('a gallery filter, heard', () => {
  it('says which category is chosen and announces the new count once, politely', async () => {
    await openSiteWithScreenReader('/smile-gallery/our-work');
    const categories = ourWork.categories!;
    const restoration = categories[1]!;
    const filter = screen.getByRole('radio', { name: restoration.name });
    const count = categories.length;
    expect(await spokenDuring(() => filter.focus())).toEqual([
      `radio, ${restoration.name}, not checked, position 2, set size ${count}`,
    ]);

    const choosing = await spokenDuring(() => virtual.act());
    const shown = ourWork.items.filter((item) => item.category === restoration.id).length;
    expect(choosing.filter((phrase) => phrase.startsWith('polite:'))).toEqual([
      `polite: Showing ${plural(shown, 'item')} in ${restoration.name}`,
    ]);

    // Back on the chosen filter from its neighbour, as arrow keys would bring a visitor.
    screen.getByRole('radio', { name: categories[2]!.name }).focus();
    expect(await spokenDuring(() => filter.focus())).toEqual([
      `radio, ${restoration.name}, checked, position 2, set size ${count}`,
    ]);
  });
});

describe('the carousels, heard', () => {
  for (const { path, label, noun, slideCount } of [
    { path: '/', label: 'Clinic photos', noun: 'image', slideCount: home.clinicImages.length },
    { path: '/about', label: 'Our doctors', noun: 'doctor', slideCount: about.doctors.length },
  ]) {
    it(`${label}: names the carousel, reads the slide's position and offers a pause control`, async () => {
      await openSiteWithScreenReader(path);
      const carousel = screen.getByRole('region', { name: label });
      expect(await readForwardUntil(`carousel, ${label}`)).toBe(`slide, 1 of ${slideCount}`);

      const pause = within(carousel).getByRole('button', { name: 'Pause slideshow' });
      expect(await spokenDuring(() => pause.focus())).toEqual(['button, Pause slideshow']);
      await virtual.act();
      // The same button, now offering the opposite (read again as a visitor moving back onto it would).
      within(carousel)
        .getByRole('button', { name: `Next ${noun}` })
        .focus();
      expect(await spokenDuring(() => pause.focus())).toEqual(['button, Play slideshow']);

      within(carousel)
        .getByRole('button', { name: `Next ${noun}` })
        .focus();
      await virtual.act();
      // Paused, the slides are a polite live region: the visitor's own step is announced, never a timed turn.
      expect(carousel.querySelector('[data-slot="carousel-track"]')).toHaveAttribute('aria-live', 'polite');
      await virtual.stop();
      await virtual.start({ container: document.body });
      expect(await readForwardUntil(`carousel, ${label}`)).toBe(`slide, 2 of ${slideCount}`);
    });
  }
});

describe('the gallery modal, heard', () => {
  it('announces the item by name, offers Close, and returns to the card that opened it', async () => {
    await openSiteWithScreenReader('/smile-gallery/our-work');
    const first = ourWork.items[0]!;
    const opener = screen.getByRole('button', { name: `View Details: ${first.title}` });
    opener.focus();
    const opening = await spokenDuring(async () => {
      await virtual.act();
      await screen.findByRole('dialog', {}, { timeout: 5000 });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    });
    expect(opening).toEqual([`dialog, ${first.title}, Details of ${first.title}`, 'button, Close']);

    const closing = await spokenDuring(async () => {
      await virtual.press('Escape');
      await waitFor(() => expect(opener).toHaveFocus());
    });
    expect(closing).toEqual([`button, View Details: ${first.title}`]);
  });
});
