import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';

/**
 * Baselines are kept per platform, and for Firefox and WebKit per engine too: font rendering alone differs between
 * Linux, macOS and Windows. The reference platform is Linux with Debian's browsers (CI and the team's machines);
 * there every shot is compared and a missing baseline fails.
 */
export const referencePlatform = 'linux';

const baselinesFolder = fileURLToPath(new URL('__screenshots__', import.meta.url));

/** The folder of a platform's baselines: Chromium's (the visual suite), or an engine's (tests/engines/). */
export function baselinesFolderName(platform: string, engine?: string): string {
  return engine ? `${platform}-${engine}` : platform;
}

/** Where a suite's shots are kept, as Playwright's `snapshotPathTemplate`: the folders above, by width and name. */
export function snapshotPathTemplate(suite: 'visual' | 'engines'): string {
  const folder = baselinesFolderName('{platform}', suite === 'engines' ? '{projectName}' : undefined);
  return `${baselinesFolder}/${folder}/{arg}{ext}`;
}

/**
 * Whether this run takes its shots without comparing them: on a platform with no baselines of its own, unless the run
 * writes baselines (`--update-snapshots`); the shots are still taken, so every state is exercised. Decided from the
 * setting the runner resolved, which its notice (a config's globalSetup) and every worker read alike, so nothing is
 * handed from one to the other.
 */
export function shotsGoUncompared(
  updateSnapshots: FullConfig['updateSnapshots'],
  {
    engine,
    platform = process.platform,
    hasBaselines = (folder: string) => existsSync(`${baselinesFolder}/${folder}`),
  }: { engine?: string; platform?: string; hasBaselines?: (folder: string) => boolean } = {},
): boolean {
  const writesBaselines =
    updateSnapshots === 'all' || updateSnapshots === 'changed' || updateSnapshots === 'missing';
  return (
    platform !== referencePlatform && !writesBaselines && !hasBaselines(baselinesFolderName(platform, engine))
  );
}
