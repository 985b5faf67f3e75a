// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shotsGoUncompared } from '../../../visual/baselines';

const hasOnly =
  (...platforms: string[]) =>
  (folder: string) =>
    platforms.includes(folder);

describe('which runs take their screenshots without comparing them', () => {
  it('compares on the reference platform, with or without its baselines (a missing one fails there)', () => {
    expect(shotsGoUncompared('default', 'linux', hasOnly('linux'))).toBe(false);
    expect(shotsGoUncompared('none', 'linux', hasOnly())).toBe(false);
  });

  it('does not compare on another platform that has no baselines of its own', () => {
    expect(shotsGoUncompared('default', 'darwin', hasOnly('linux'))).toBe(true);
    expect(shotsGoUncompared('none', 'win32', hasOnly('linux'))).toBe(true);
  });

  it('compares on another platform once it has baselines of its own', () => {
    expect(shotsGoUncompared('default', 'darwin', hasOnly('linux', 'darwin'))).toBe(false);
  });

  it('compares, and so writes, when the run writes baselines', () => {
    for (const writing of ['all', 'changed', 'missing'] as const)
      expect(shotsGoUncompared(writing, 'darwin', hasOnly('linux')), writing).toBe(false);
  });

  it('reads the baselines folder beside the visual specs', () => {
    expect(shotsGoUncompared('default', 'linux')).toBe(false);
    expect(shotsGoUncompared('default', 'aix')).toBe(true);
  });
});
