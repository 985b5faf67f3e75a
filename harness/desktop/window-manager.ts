import type { Starter } from './x-server';

/**
 * Starts Openbox. Without a window manager no window has the keyboard focus, so keys synthesized with xdotool reach
 * neither the browser nor Orca; Openbox gives the one window focus, as a desktop would.
 */
export function startWindowManager(start: Starter): void {
  start('openbox', ['--sm-disable']);
}
