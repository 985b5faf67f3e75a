import { spawnSync } from 'node:child_process';
import { firstLine } from './first-line';
import type { Starter } from './x-server';

/**
 * Starts a D-Bus session and the AT-SPI bus that carries the accessibility tree and key events from applications to
 * a screen reader, and writes the session bus's address into `env`.
 */
export async function startBuses(start: Starter, env: NodeJS.ProcessEnv): Promise<void> {
  const dbus = start('dbus-daemon', ['--session', '--nofork', '--print-address=3']);
  env.DBUS_SESSION_BUS_ADDRESS = await firstLine(dbus, 'dbus-daemon');
  start('/usr/libexec/at-spi-bus-launcher', ['--launch-immediately']);
  // Orca 43 hangs at start-up unless GLib's accessibility switch is on.
  spawnSync('gsettings', ['set', 'org.gnome.desktop.interface', 'toolkit-accessibility', 'true'], { env });
}
