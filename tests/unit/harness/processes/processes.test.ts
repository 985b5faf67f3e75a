// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { processTable, processTree, type ProcessEntry } from '../../../../harness/processes/processes';

describe('processTree', () => {
  it('holds the root and everything below it, however deep, and nothing beside it', () => {
    const table = new Map<number, ProcessEntry>([
      [1, { parent: 0, seconds: 0 }],
      [10, { parent: 1, seconds: 0 }],
      [11, { parent: 10, seconds: 0 }],
      [12, { parent: 11, seconds: 0 }],
      [20, { parent: 1, seconds: 0 }],
    ]);
    expect([...processTree(10, table)].sort()).toEqual([10, 11, 12]);
  });
});

describe.runIf(process.platform === 'linux')('processTable', () => {
  it('lists this process under its parent, with the processor time it has used', () => {
    const self = processTable().get(process.pid);
    expect(self?.parent).toBe(process.ppid);
    expect(self?.seconds).toBeGreaterThan(0);
    expect(self?.name).toMatch(/\S/);
  });
});
