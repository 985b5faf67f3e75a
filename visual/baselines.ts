import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';

/**
 * Baselines are kept per platform: font rendering alone differs between Linux, macOS and Windows. The reference
 * platform is Linux with Debian's Chromium (CI and the team's machines); there every shot is compared and a missing
 * baseline fails.
 */
export const referencePlatform = 'linux';

const baselinesFolder = fileURLToPath(new URL('__screenshots__', import.meta.url));

/**
 * Whether this run takes its shots without comparing them: on a platform with no baselines of its own, unless the run
 * writes baselines (`--update-snapshots`). Decided from the setting the runner resolved, which its notice
 * (visual/global-setup.ts) and every worker (visual/support.ts) read alike, so no state is handed between them.
 */
export function shotsGoUncompared(
  updateSnapshots: FullConfig['updateSnapshots'],
  platform: NodeJS.Platform = process.platform,
  hasBaselines = (folder: string) => existsSync(`${baselinesFolder}/${folder}`),
): boolean {
  const writesBaselines =
    updateSnapshots === 'all' || updateSnapshots === 'changed' || updateSnapshots === 'missing';
  return platform !== referencePlatform && !writesBaselines && !hasBaselines(platform);
}
