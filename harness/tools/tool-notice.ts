import { canInstallWithApt } from './apt';

/**
 * Where a test config says a tool is missing (issue 56, item 5: say a skip only where the run skips). Playwright's
 * runner, about to run without it, skips: it says so. The same config is also loaded by knip in `npm run lint`, which
 * `npm test` runs beside `npm run tools` (harness/processes/run-beside.ts tells it so): on Debian as root that is
 * installing the tool at that moment, and the line says so. Anywhere else (a worker, knip on its own) it says nothing.
 */
export function sayMissingTool(tool: string, missing: string, skipped: string): void {
  const isRunner = !process.env.TEST_WORKER_INDEX && /playwright/.test(process.argv[1] ?? '');
  if (isRunner) console.log(`${tool}: ${missing}, ${skipped} skipped.`);
  else if (process.env.RUNS_BESIDE === 'tools' && canInstallWithApt)
    console.log(`${tool}: ${missing} yet; installing it (npm run tools, beside these checks).`);
}
