import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { currentState, SiteHeader } from '../../../src/components/site-header';
import { services } from '../../../src/content/services';
import { specCounts } from '../../support/spec-constants';
import { servicesDropdownTrigger } from '../services-dropdown-ready';

function renderHeader(path = '/') {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <SiteHeader />
    </Router>,
  );
  return location;
}

describe('SiteHeader', () => {
  it('marks Home current only on an exact match', () => {
    const home = { label: 'Home', href: '/', isHome: true };
    expect(currentState(home, '/')).toBe('page');
    expect(currentState(home, '/home')).toBe('page');
    expect(currentState(home, '/services')).toBeUndefined();
    const servicesEntry = { label: 'Services', href: '/services' };
    expect(currentState(servicesEntry, '/services')).toBe('page');
    expect(currentState(servicesEntry, '/services/invisalign')).toBe('true');
    expect(currentState(servicesEntry, '/servicesx')).toBeUndefined();
  });

  describe('the mobile menu', () => {
    it('toggles with the hamburger and closes when a link is chosen', async () => {
      const user = userEvent.setup();
      const location = renderHeader('/');
      const toggle = screen.getByRole('button', { name: 'Menu' });
      const menu = screen.getByRole('navigation', { name: 'Main', hidden: true });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveAttribute('aria-controls', menu.id);
      expect(menu).toHaveClass('hidden');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(menu).toHaveClass('block');
      await user.click(screen.getByRole('link', { name: 'About Us' }));
      expect(location.history).toContain('/about');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(menu).toHaveClass('hidden');
    });
  });

  describe('the open mobile menu', () => {
    it('closes on Escape and gives focus back to its button', async () => {
      const user = userEvent.setup();
      renderHeader('/');
      const toggle = screen.getByRole('button', { name: 'Menu' });
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
    });

    it('closes when the page changes by other means (the logo, Back or Forward)', async () => {
      const user = userEvent.setup();
      const location = renderHeader('/about');
      const toggle = screen.getByRole('button', { name: 'Menu' });
      await user.click(toggle);
      act(() => location.navigate('/reviews'));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('navigation', { name: 'Main', hidden: true })).toHaveClass('hidden');
      // Forward (or any way back) to the address it was left open at: it stays closed.
      act(() => location.navigate('/about'));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
    });

    it('renders once for a new page when no menu was open: the tap that opens a page does no more', () => {
      // Every render of the header and of each of its links reads the location once, through the router's hook.
      const location = memoryLocation({ path: '/services' });
      let reads = 0;
      const countingHook: typeof location.hook = (...args) => {
        reads += 1;
        return location.hook(...args);
      };
      const { container } = render(
        <Router hook={countingHook}>
          <SiteHeader />
        </Router>,
      );
      const links = container.querySelectorAll('a').length;
      expect(links).toBeGreaterThan(5);
      reads = 0;
      act(() => location.navigate('/services/dental-implants'));
      // The header once, and each of its links (all wouter Links) once: a reset during render made it 1 + 1 + links.
      expect(reads).toBe(1 + links);
    });
  });

  describe('the Services dropdown', () => {
    it('opens from its trigger, lists the twelve service pages, and closes on a service link', async () => {
      const user = userEvent.setup();
      const location = renderHeader('/');
      const trigger = await servicesDropdownTrigger();
      trigger.focus();
      await user.keyboard('{Enter}');
      const menu = await screen.findByTestId('services-menu');
      const links = menu.querySelectorAll('a');
      expect(links).toHaveLength(services.length);
      expect(services).toHaveLength(specCounts.services);
      // Chosen with the keyboard: user-event moves a mouse without the related target a browser gives, so React
      // would see it leave the menu item and close the dropdown (a real mouse stays inside; e2e covers hover).
      screen.getByRole('link', { name: services[2]!.menuLabel }).focus();
      await user.keyboard('{Enter}');
      expect(location.history).toContain(`/services/${services[2]!.slug}`);
      // Closing may take a commit after the navigation on a loaded CI machine; wait for it rather than race it.
      await waitFor(() => expect(screen.queryByTestId('services-menu')).not.toBeInTheDocument());
    });
    // Hover to open and mouse-leave to close need real pointer geometry: tests/e2e/site-header.spec.ts covers them.
  });
});
