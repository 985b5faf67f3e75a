import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Content-blocker rules (WebKit's format): every http(s) request is blocked unless it goes to 127.0.0.1 or localhost,
 * the same rule as `blockOutsideRequests` for Chromium.
 */
const offlineRules = [
  { trigger: { 'url-filter': '^https?://' }, action: { type: 'block' } },
  { trigger: { 'url-filter': '^http://127\\.0\\.0\\.1[:/]' }, action: { type: 'ignore-previous-rules' } },
  { trigger: { 'url-filter': '^http://localhost[:/]' }, action: { type: 'ignore-previous-rules' } },
];

/**
 * Starts BareWebKit (bare-webkit.py) on `display`, its automation server on `inspectorPort`, for WebKitWebDriver to
 * connect to. `home` is its private XDG config folder: GTK's settings.ini there sets `gtk-enable-animations`, which
 * WebKitGTK reads as `prefers-reduced-motion`, so reduced motion is fixed per launch.
 */
export function startBrowser(
  browser: { command: string; args: string[] },
  options: { display: string | undefined; home: string; inspectorPort: number; reducedMotion: boolean },
): ChildProcess {
  const { display, home, inspectorPort, reducedMotion } = options;
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(
    join(home, 'gtk-3.0', 'settings.ini'),
    `[Settings]\ngtk-enable-animations=${reducedMotion ? 'false' : 'true'}\n`,
  );
  const filter = join(home, 'offline-rules.json');
  writeFileSync(filter, JSON.stringify(offlineRules));
  // `--hide-scrollbars`: no scrollbar, as on a phone at rest; WebKitGTK's overlay scrollbar repaints on the processor
  // for seconds after every scroll.
  return spawn(
    browser.command,
    [...browser.args, '--automation', '--hide-scrollbars', `--content-filter=${filter}`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        DISPLAY: display,
        XDG_CONFIG_HOME: home,
        GTK_THEME: 'Adwaita',
        // X11 also on a Wayland desktop's display (Xwayland), where xdotool would not see a Wayland window.
        GDK_BACKEND: 'x11',
        // Skia on the processor, not OpenGL through Mesa's llvmpipe (no GPU on CI): cheaper, and the same path on every
        // machine, which the screenshot baselines rely on.
        WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1',
        WEBKIT_INSPECTOR_SERVER: `127.0.0.1:${inspectorPort}`,
      },
    },
  );
}
