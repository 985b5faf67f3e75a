import type { FullConfig } from '@playwright/test';
import { referencePlatform, shotsGoUncompared } from './baselines';

/** Said once, by the runner, when the screenshot suite's shots will not be compared (visual/baselines.ts). */
export default function sayWhenShotsGoUncompared(config: FullConfig): void {
  if (shotsGoUncompared(config.updateSnapshots))
    console.log(
      `Visual: no ${process.platform} baselines (the reference is ${referencePlatform}); screenshots are not ` +
        'compared. Create them with `npm run test:visual:update`.',
    );
}
