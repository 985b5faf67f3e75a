// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shotsGoUncompared } from '../../../visual/baselines';

const hasOnly =
  (...folders: string[]) =>
  (folder: string) =>
    folders.includes(folder);

describe('which runs take their screenshots without comparing them', () => {
  it('compares on the reference platform, with or without its baselines (a missing one fails there)', () => {
    expect(shotsGoUncompared('default', { platform: 'linux', hasBaselines: hasOnly('linux') })).toBe(false);
    expect(shotsGoUncompared('none', { platform: 'linux', hasBaselines: hasOnly() })).toBe(false);
    expect(shotsGoUncompared('default', { engine: 'webkit', platform: 'linux', hasBaselines: hasOnly() })).toBe(
      false,
    );
  });

  it('does not compare on another platform that has no baselines of its own', () => {
    expect(shotsGoUncompared('default', { platform: 'darwin', hasBaselines: hasOnly('linux') })).toBe(true);
    expect(shotsGoUncompared('none', { platform: 'win32', hasBaselines: hasOnly('linux') })).toBe(true);
  });

  it('looks for an engine’s own baselines, not Chromium’s', () => {
    const darwinHasChromiumsOnly = hasOnly('linux', 'linux-firefox', 'darwin');
    expect(
      shotsGoUncompared('default', {
        engine: 'firefox',
        platform: 'darwin',
        hasBaselines: darwinHasChromiumsOnly,
      }),
    ).toBe(true);
    const darwinHasFirefoxsToo = hasOnly('darwin', 'darwin-firefox');
    expect(
      shotsGoUncompared('default', { engine: 'firefox', platform: 'darwin', hasBaselines: darwinHasFirefoxsToo }),
    ).toBe(false);
  });

  it('compares on another platform once it has baselines of its own', () => {
    expect(shotsGoUncompared('default', { platform: 'darwin', hasBaselines: hasOnly('linux', 'darwin') })).toBe(
      false,
    );
  });

  it('compares, and so writes, when the run writes baselines', () => {
    for (const writing of ['all', 'changed', 'missing'] as const)
      expect(shotsGoUncompared(writing, { platform: 'darwin', hasBaselines: hasOnly('linux') }), writing).toBe(
        false,
      );
  });

  it('reads the baselines folder beside the visual specs', () => {
    expect(shotsGoUncompared('default', { platform: 'linux' })).toBe(false);
    expect(shotsGoUncompared('default', { platform: 'aix' })).toBe(true);
    expect(shotsGoUncompared('default', { engine: 'webkit', platform: 'aix' })).toBe(true);
  });
});
