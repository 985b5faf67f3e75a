/**
 * How the bench slows the phone's processor (issue 65): a CPU quota for each renderer thread where Linux lets the
 * bench set one (root, cgroups version 1), otherwise (and with `--throttling`) Chromium's own throttling.
 *
 * Chromium's throttling (`Emulation.setCPUThrottlingRate`) slows the renderer's main thread alone and leaves its
 * compositor, raster, compiling and decoding threads, which a phone runs as slowly on cores of their own, at the
 * machine's speed, sharing its processor with everything else on it. Beside one busy loop on this 2-core machine the
 * reference load slowed 4× took 585 ms where it took 379 idle, and the taps whose work is drawing read 25-61% slower
 * than idle. A quota gives threads a fixed share of a core per period, whatever else runs, as long as the machine has
 * that share free: the reference load under 0.3 of a core took 396 ms idle and 410 beside the loop. Here a rate r is
 * 1/r of a core for each renderer's main thread, kept on one processor, and (phoneCores − 1)/r for its other threads
 * together. Measured (docs/performance-log.md, 2026-12-05, close): three runs beside a busy loop and three idle, in
 * turns, felt figures on nine taps: each figure's median over the three within 7% of idle, and run against run
 * within 15% but for 5 of 117 figures, no more often than two idle runs differ. So it is the bench's phone where the
 * machine allows it; elsewhere, and with `--throttling`, Chromium's throttling (bench.ts).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession } from '@playwright/test';
import { processTable, processTree } from '../../harness/processes/processes';

/** Slows the processor of the page behind a DevTools session, or of every page of a browser. */
export type ProcessorThrottle = {
  /** What the report says the phone's processor is. */
  readonly description: string;
  /** Slows the page behind `cdp` (a quota: every page of the browser) by `rate`; 1 gives it the whole machine. */
  slow(cdp: CDPSession, rate: number): Promise<void>;
  /** Lifts what `slow` set beyond the page it was given (a quota, on every page), for work that is not the phone's. */
  release(): void;
  close(): void;
};

/** Chromium's own throttling of the page's main thread. */
export const devtoolsThrottle: ProcessorThrottle = {
  description: "Chromium's throttling of the main thread",
  async slow(cdp, rate) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  },
  release() {},
  close() {},
};

/**
 * The scheduler's period for the quota: a share of it each period. Short, so a busy renderer waits at most a few
 * milliseconds for its next turn (a phone's thread is slow, not stopped), long enough to cost the kernel nothing.
 */
const quotaPeriodMicroseconds = 10_000;

/** A control group of Linux's cgroups version 1, whose threads are placed one by one. */
class ThreadGroup {
  protected constructor(
    protected readonly directory: string,
    private readonly parentTasksFile: string,
  ) {}

  /** Moves thread `tid` alone into the group (cgroups version 1; the threads it starts from now on follow it). */
  addThread(tid: number): void {
    try {
      writeFileSync(join(this.directory, 'tasks'), String(tid));
    } catch (error) {
      // Ended since it was listed.
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }

  /** The threads in the group. */
  threads(): number[] {
    return readFileSync(join(this.directory, 'tasks'), 'utf8').split('\n').filter(Boolean).map(Number);
  }

  /** Gives thread `tid` back to the parent group. */
  giveBack(tid: number): void {
    try {
      writeFileSync(this.parentTasksFile, String(tid));
    } catch {
      // Ended meanwhile.
    }
  }

  /** Gives the group's threads back to the parent group and removes the group. */
  remove(): void {
    for (const tid of this.threads()) this.giveBack(tid);
    rmdirSync(this.directory);
  }
}

/** Why a group could not be made: most often not root. */
function noGroup(error: unknown): string {
  return `no control group (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}: not root?)`;
}

/** A group of the `cpu` controller (`cpu.cfs_quota_us`): a share of a processor for its threads together. */
export class CpuQuotaGroup extends ThreadGroup {
  /**
   * A new group named `name` under the hierarchy at `root` (where cgroup file systems are mounted), or why there is
   * none: not Linux, no version 1 `cpu` controller, or no right to make a group (not root).
   */
  static create(name: string, root = '/sys/fs/cgroup'): CpuQuotaGroup | string {
    if (process.platform !== 'linux') return 'not Linux';
    try {
      const v1 = join(root, 'cpu');
      if (existsSync(join(v1, 'cpu.cfs_quota_us'))) {
        const directory = join(v1, name);
        mkdirSync(directory, { recursive: true });
        writeFileSync(join(directory, 'cpu.cfs_period_us'), String(quotaPeriodMicroseconds));
        return new CpuQuotaGroup(directory, join(v1, 'tasks'));
      }
      // Version 2 places threads apart only in its threaded mode, not set up here.
      return existsSync(join(root, 'cgroup.controllers')) ? 'cgroups version 2' : 'no cpu controller';
    } catch (error) {
      return noGroup(error);
    }
  }

  /** At most `cores` of processor time per period for the group's threads together; Infinity for no limit. */
  limit(cores: number): void {
    const quota = Number.isFinite(cores)
      ? String(Math.max(1_000, Math.round(quotaPeriodMicroseconds * cores)))
      : '';
    writeFileSync(join(this.directory, 'cpu.cfs_quota_us'), quota || '-1');
  }

  /** The group's weight against another group or a process at normal priority (1,024): `cpu.shares`. */
  weigh(shares: number): void {
    writeFileSync(join(this.directory, 'cpu.shares'), String(shares));
  }
}

/**
 * A group of the `cpuset` controller that keeps its threads on one processor, the machine's last (the first takes
 * most interrupts).
 */
export class OneProcessorGroup extends ThreadGroup {
  /** A new group named `name` under the hierarchy at `root`, or why there is none. */
  static create(name: string, root = '/sys/fs/cgroup'): OneProcessorGroup | string {
    if (process.platform !== 'linux') return 'not Linux';
    const v1 = join(root, 'cpuset');
    if (!existsSync(join(v1, 'cpuset.cpus')))
      return existsSync(join(root, 'cgroup.controllers')) ? 'cgroups version 2' : 'no cpuset controller';
    try {
      // "0-1", "0,2-3": the last number is the highest processor.
      const processor = /(\d+)\s*$/.exec(readFileSync(join(v1, 'cpuset.cpus'), 'utf8'))?.[1];
      if (processor === undefined) return 'no processor in cpuset.cpus';
      const directory = join(v1, name);
      mkdirSync(directory, { recursive: true });
      // A cpuset takes threads only once it has its memory nodes and processors.
      writeFileSync(join(directory, 'cpuset.mems'), readFileSync(join(v1, 'cpuset.mems'), 'utf8').trim());
      writeFileSync(join(directory, 'cpuset.cpus'), processor);
      return new OneProcessorGroup(directory, join(v1, 'tasks'));
    } catch (error) {
      return noGroup(error);
    }
  }
}

/** A process's command line, its arguments joined by NUL; empty when it has ended. */
function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/** Chromium's renderers: the processes that run pages. */
function isRenderer(pid: number): boolean {
  return commandLine(pid).includes('--type=renderer');
}

/**
 * Chromium's processes that run no page: the browser process Playwright started (over a pipe) and its helpers
 * (zygotes, the GPU process, the network service and other utilities).
 */
function runsNoPage(pid: number): boolean {
  const command = commandLine(pid);
  return (
    (command.includes('--remote-debugging-pipe') || command.includes('--type=')) &&
    !command.includes('--type=renderer')
  );
}

/** A process's threads, by id; none when it has ended. */
function threadsOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [];
  }
}

/**
 * The phone's cores: its main thread's and as many more for everything else a renderer runs beside it (compositor,
 * raster, streaming compilation, image decoding), each as slow as the main thread. A mid-tier phone has eight, of
 * which a page's renderer keeps about four busy at most.
 */
const phoneCores = 4;
/** How often threads a renderer starts during a unit are given their group (they begin in their creator's). */
const threadSortMs = 100;
/**
 * The weight of the phone's groups (the renderers' two and the browser's other processes) against a process at
 * normal priority (1,024): a hundred to one. A phone runs the browser process, which takes the taps in and presents
 * each frame, on cores of its own, and nothing else wants its cores; here the browser's processes shared the two
 * cores with whatever else ran, and a quota only caps a share, so a renderer's share could come interleaved with a
 * neighbour's turns. Weighted, the phone's threads have the processor whenever they want it, within their quotas:
 * beside a busy loop the mobile menu's felt median moved 6-12 ms from idle before, 2 after (docs/performance-log.md,
 * 2026-12-06, morning). The browser's other processes have no quota: the phone's is not slowed with its pages.
 */
const phoneShares = 102_400;

/**
 * The quota throttle for the browsers this process launched, or why there is none: each renderer's main thread in
 * one group, with 1/rate of a core, and its other threads in another, with (phoneCores − 1)/rate; the threads of the
 * processes that run no page in a third, with no quota; all three weighted over other work (`phoneShares`). Threads
 * are placed one by one, which Linux's cgroups version 1 allows (version 2 only in its threaded mode, not set up
 * here).
 *
 * The main threads are also kept on one processor, as a phone's main thread keeps to its core. Left to move between
 * this machine's two, a page load under the quota took longer on the machine alone than beside a busy loop (app
 * ready 1,089-1,174 ms after paint idle, 935-1,026 beside the loop, the Menu control's medians); kept on one, 890-932
 * idle and 909-958 beside the loop (docs/performance-log.md, 2026-12-05, last). Why moving costs it so much is not
 * settled: a smaller quota slice for each processor (the kernel's `sched_cfs_bandwidth_slice_us`) did not help.
 *
 * The groups are named after this process; groups left by an earlier bench that ended without removing them are
 * removed first.
 */
export function quotaThrottle(root = '/sys/fs/cgroup'): ProcessorThrottle | string {
  const prefix = 'clinic-bench-';
  for (const hierarchy of [join(root, 'cpu'), join(root, 'cpuset')])
    for (const entry of existsSync(hierarchy) ? readdirSync(hierarchy) : [])
      if (entry.startsWith(prefix) && !existsSync(`/proc/${entry.slice(prefix.length).split('-')[0]}`))
        try {
          rmdirSync(join(hierarchy, entry));
        } catch {
          // Still holds a process, or not ours to remove.
        }
  // The cpuset first: a machine without one refuses before any group is made.
  const mainProcessor = OneProcessorGroup.create(`${prefix}${process.pid}-main`, root);
  if (typeof mainProcessor === 'string') return mainProcessor;
  const mainThreads = CpuQuotaGroup.create(`${prefix}${process.pid}-main`, root);
  if (typeof mainThreads === 'string') {
    mainProcessor.remove();
    return mainThreads;
  }
  const otherThreads = CpuQuotaGroup.create(`${prefix}${process.pid}-other`, root);
  if (typeof otherThreads === 'string') {
    mainProcessor.remove();
    mainThreads.remove();
    return otherThreads;
  }
  const browserThreads = CpuQuotaGroup.create(`${prefix}${process.pid}-browser`, root);
  if (typeof browserThreads === 'string') {
    mainProcessor.remove();
    mainThreads.remove();
    otherThreads.remove();
    return browserThreads;
  }
  for (const group of [mainThreads, otherThreads, browserThreads]) group.weigh(phoneShares);
  const groups = [mainProcessor, mainThreads, otherThreads, browserThreads];
  const placed = new Set<number>();
  let renderers: number[] = [];
  let browserSide: number[] = [];
  const placeThreads = () => {
    for (const pid of browserSide)
      for (const tid of threadsOf(pid))
        if (!placed.has(tid)) {
          browserThreads.addThread(tid);
          placed.add(tid);
        }
    for (const pid of renderers)
      for (const tid of threadsOf(pid))
        if (!placed.has(tid)) {
          if (tid === pid) {
            mainThreads.addThread(tid);
            mainProcessor.addThread(tid);
          } else {
            otherThreads.addThread(tid);
            // A thread the main thread started after it was placed began on its processor too.
            mainProcessor.giveBack(tid);
          }
          placed.add(tid);
        }
  };
  let sorter: NodeJS.Timeout | undefined;
  const release = () => {
    clearInterval(sorter);
    sorter = undefined;
    mainThreads.limit(Infinity);
    otherThreads.limit(Infinity);
  };
  return {
    description: `a quota of the processor per renderer thread, each main thread on one processor, the browser's threads weighted over other work (Linux's control groups; a phone of ${phoneCores} cores)`,
    async slow(cdp, rate) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      if (rate <= 1) return release();
      const launched = [...processTree(process.pid, processTable())];
      renderers = launched.filter(isRenderer);
      browserSide = launched.filter(runsNoPage);
      // Placed again, every thread: an ended thread's id may have been given to a new one.
      placed.clear();
      placeThreads();
      mainThreads.limit(1 / rate);
      otherThreads.limit((phoneCores - 1) / rate);
      clearInterval(sorter);
      sorter = setInterval(placeThreads, threadSortMs);
      sorter.unref();
    },
    release,
    close() {
      release();
      for (const group of groups) group.remove();
    },
  };
}
