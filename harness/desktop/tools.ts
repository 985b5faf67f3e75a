import { spawnSync } from 'node:child_process';

/** The commands the Orca journeys run; harness/tools/ensure-screen-reader.ts installs their Debian packages. */
export const desktopTools = {
  Xvfb: 'xvfb',
  'dbus-daemon': 'dbus',
  '/usr/libexec/at-spi-bus-launcher': 'at-spi2-core',
  gsettings: 'libglib2.0-bin',
  openbox: 'openbox',
  xdotool: 'xdotool',
  orca: 'orca',
  'firefox-esr': 'firefox-esr',
} as const;

/** The tools of `desktopTools` this machine lacks. */
export function missingDesktopTools(): string[] {
  return Object.keys(desktopTools).filter(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status !== 0,
  );
}
