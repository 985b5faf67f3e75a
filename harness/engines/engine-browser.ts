import type { EngineBrowser, EngineName } from './visitor';

/**
 * Launches `engine`. Reduced motion is fixed at launch, as Firefox and WebKitGTK take it from a preference of the
 * profile or the toolkit, not from a command: a worker keeps one browser per setting.
 */
export async function launchEngine(
  engine: EngineName,
  options: { reducedMotion: boolean },
): Promise<EngineBrowser> {
  switch (engine) {
    case 'chromium':
      return (await import('./chromium-visitor')).launchChromium(options);
    case 'firefox':
      return (await import('./firefox-visitor')).launchFirefox(options);
    case 'webkit':
      return (await import('./webkit/launch')).launchWebKit(options);
  }
}
