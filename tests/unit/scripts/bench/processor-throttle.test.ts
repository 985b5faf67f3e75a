// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CpuQuotaGroup, OneProcessorGroup, quotaThrottle } from '../../../../scripts/bench/processor-throttle';

/**
 * The bench's quota for the phone's renderers, written as Linux's cpu controller reads it. A folder of files stands
 * for the cgroup file system: what the kernel then does with the quota is measured by the bench itself
 * (docs/performance.md), never timed here.
 */
const roots: string[] = [];
function cgroupRoot(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'cgroup-'));
  roots.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
const read = (root: string, path: string) => readFileSync(join(root, path), 'utf8');

describe('CpuQuotaGroup', () => {
  it('on cgroup version 1: a group under cpu/ with a 10 ms period, its quota a share of it, -1 for none', () => {
    const root = cgroupRoot({ 'cpu/cpu.cfs_quota_us': '-1', 'cpu/tasks': '' });
    const group = CpuQuotaGroup.create('clinic-bench-1-main', root);
    if (typeof group === 'string') throw new Error(group);
    expect(read(root, 'cpu/clinic-bench-1-main/cpu.cfs_period_us')).toBe('10000');
    group.limit(1 / 3.75);
    expect(read(root, 'cpu/clinic-bench-1-main/cpu.cfs_quota_us')).toBe('2667');
    group.limit(Infinity);
    expect(read(root, 'cpu/clinic-bench-1-main/cpu.cfs_quota_us')).toBe('-1');
    group.addThread(4242);
    expect(group.threads()).toEqual([4242]);
  });

  it('not on cgroup version 2, whose threads are placed apart only in its threaded mode', () => {
    const root = cgroupRoot({ 'cgroup.controllers': 'cpuset cpu io memory pids\n' });
    expect(CpuQuotaGroup.create('clinic-bench-2', root)).toBe('cgroups version 2');
    expect(quotaThrottle(root)).toBe('cgroups version 2');
  });

  it('never a quota under the kernel’s least, 1 ms a period', () => {
    const root = cgroupRoot({ 'cpu/cpu.cfs_quota_us': '-1' });
    const group = CpuQuotaGroup.create('clinic-bench-3', root) as CpuQuotaGroup;
    group.limit(0.01);
    expect(read(root, 'cpu/clinic-bench-3/cpu.cfs_quota_us')).toBe('1000');
  });

  it('weighs its threads against a process at normal priority (1,024) by cpu.shares', () => {
    const root = cgroupRoot({ 'cpu/cpu.cfs_quota_us': '-1' });
    const group = CpuQuotaGroup.create('clinic-bench-6', root) as CpuQuotaGroup;
    group.weigh(102_400);
    expect(read(root, 'cpu/clinic-bench-6/cpu.shares')).toBe('102400');
  });

  it('says why there is no group: no cpu controller', () => {
    expect(CpuQuotaGroup.create('clinic-bench-5', cgroupRoot({ 'memory/tasks': '' }))).toBe('no cpu controller');
  });
});

describe('OneProcessorGroup', () => {
  it('keeps its threads on the machine’s last processor, with the memory nodes of its parent', () => {
    const root = cgroupRoot({ 'cpuset/cpuset.cpus': '0,2-3\n', 'cpuset/cpuset.mems': '0\n', 'cpuset/tasks': '' });
    const group = OneProcessorGroup.create('clinic-bench-4-main', root);
    if (typeof group === 'string') throw new Error(group);
    expect(read(root, 'cpuset/clinic-bench-4-main/cpuset.cpus')).toBe('3');
    expect(read(root, 'cpuset/clinic-bench-4-main/cpuset.mems')).toBe('0');
    group.addThread(4242);
    expect(group.threads()).toEqual([4242]);
    group.giveBack(4343);
    expect(read(root, 'cpuset/tasks')).toBe('4343');
  });

  it('the quota throttle makes the renderers’ two quota groups and a group weighted a hundred to one for the browser’s other processes', () => {
    const root = cgroupRoot({
      'cpu/cpu.cfs_quota_us': '-1',
      'cpu/tasks': '',
      'cpuset/cpuset.cpus': '0-1\n',
      'cpuset/cpuset.mems': '0\n',
      'cpuset/tasks': '',
    });
    expect(typeof quotaThrottle(root)).toBe('object');
    const group = `clinic-bench-${process.pid}`;
    expect(
      readdirSync(join(root, 'cpu'))
        .filter((name) => name.startsWith(group))
        .sort(),
    ).toEqual([`${group}-browser`, `${group}-main`, `${group}-other`]);
    expect(read(root, `cpu/${group}-browser/cpu.shares`)).toBe('102400');
    expect(read(root, `cpuset/${group}-main/cpuset.cpus`)).toBe('1');
  });

  it('the quota throttle needs it: without a cpuset controller it says so and leaves no group behind', () => {
    const root = cgroupRoot({ 'cpu/cpu.cfs_quota_us': '-1', 'cpu/tasks': '' });
    expect(quotaThrottle(root)).toBe('no cpuset controller');
    expect(readdirSync(join(root, 'cpu')).filter((name) => name.startsWith('clinic-bench-'))).toEqual([]);
  });
});
