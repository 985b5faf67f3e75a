import type { FullConfig } from '@playwright/test';
import { baselinesFolderName, referencePlatform, shotsGoUncompared } from '../../../visual/baselines';

/**
 * Said once, by the runner, for each engine whose shots will not be compared (visual/baselines.ts). Chromium's
 * journeys take no shots of their own: the screenshot suite's are Chromium's.
 */
export default function sayWhichEnginesShotsGoUncompared(config: FullConfig): void {
  for (const { name: engine } of config.projects)
    if (engine !== 'chromium' && shotsGoUncompared(config.updateSnapshots, { engine }))
      console.log(
        `Engines: no ${baselinesFolderName(process.platform, engine)} baselines (the reference is ` +
          `${referencePlatform}); ${engine}'s screenshots are not compared. Create them with ` +
          '`npm run test:engines -- --update-snapshots`.',
      );
}
