/**
 * What Orca says in Firefox ESR of the gallery's filters and of the carousels (issue 34), asserted by meaning as in
 * journeys.orca.test.ts, with a desktop, Firefox and Orca of its own so that both files run at once.
 */
import { describe, it } from 'vitest';
import ourWork from '../../src/content/gallery/our-work';
import { plural } from '../../src/lib/plural';
import { about } from '../../src/content/about';
import { home } from '../../src/content/home';
import { listenInFirefox, missing } from './firefox-session';
import { expectHeard, expectHeardOn } from './heard';

const firefox = listenInFirefox();

describe.skipIf(missing.length > 0)('Orca with Firefox ESR: the gallery filters and the carousels', () => {
  it('says which gallery filter is chosen and announces the new count', async () => {
    await firefox.openPage('/smile-gallery/our-work');
    const categories = ourWork.categories!;
    const restoration = categories[1]!;
    const shown = ourWork.items.filter((item) => item.category === restoration.id).length;
    expectHeard(await firefox.pressUntil('Tab', `${categories[0]!.name}.`), {
      name: categories[0]!.name,
      role: 'radio button',
      states: ['selected'],
      says: ['Filter by category'],
    });
    // In browse mode the arrow moves Orca's reading cursor to the next filter, and Space chooses it.
    await expectHeardOn((heard) => firefox.say('Right', heard), {
      name: restoration.name,
      states: ['not selected'],
    });
    await expectHeardOn((heard) => firefox.say('space', heard), {
      states: ['selected'],
      says: [`Showing ${plural(shown, 'item')} in ${restoration.name}`],
    });
  });

  for (const { path, label, noun, slideCount } of [
    { path: '/', label: 'Clinic photos', noun: 'image', slideCount: home.clinicImages.length },
    { path: '/about', label: 'Our doctors', noun: 'doctor', slideCount: about.doctors.length },
  ]) {
    it(`${label}: names the carousel and reads the Pause and Play control`, async () => {
      await firefox.openPage(path);
      // Entering the carousel: its name and its role description, then the first control.
      expectHeard(await firefox.pressUntil('Tab', `Previous ${noun}`), {
        name: `Previous ${noun}`,
        role: 'button',
        says: [label, 'carousel'],
      });
      // Up from the first control reads the current slide (browse mode): its position, which is its label, and its
      // role description.
      await expectHeardOn((heard) => firefox.say('Up', heard), { says: [`1 of ${slideCount}`, 'slide'] });
      await firefox.say('Down');
      // Under reduced motion the slideshow starts paused, so the control offers Play.
      await expectHeardOn((heard) => firefox.say('Tab', heard), { name: 'Play slideshow', role: 'button' });
      // Pressed, the button's name changes and focus stays on it.
      expectHeard(await firefox.orca.pressAndListen('Return'), { not: ['the document'] });
      // Met again, it offers the opposite, never the name it had.
      await expectHeardOn((heard) => firefox.say(['shift+Tab', 'Tab'], heard), {
        inOrder: [`Previous ${noun}`, 'Pause slideshow'],
        role: 'button',
        not: ['Play slideshow'],
      });
      expectHeard(await firefox.orca.pressAndListen('Return'), { not: ['the document'] });
    });
  }
});
