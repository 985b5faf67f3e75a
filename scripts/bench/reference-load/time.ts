/**
 * Times the reference load (workload.ts) in a page of the bench's own: served from memory (`page.route`, nothing
 * on the network, no network throttling), the CPU slowed by a rate (processor-throttle.ts), timed in the page from
 * navigation start to the paint after its work.
 */
import type { CDPSession, Page } from '@playwright/test';
import { referencePage } from './workload';
import { devtoolsThrottle, type ProcessorThrottle } from '../processor-throttle';

/** Never a server: every request to it is answered by the route below, in this process. */
const origin = 'http://127.0.0.1:9';

export class ReferenceLoad {
  private reading = 0;
  private constructor(
    private readonly page: Page,
    private readonly cdp: CDPSession,
  ) {}

  static async open(page: Page): Promise<ReferenceLoad> {
    await page.route(`${origin}/**`, async (route) => {
      const url = new URL(route.request().url());
      const reading = Number(url.search.slice(1)) || 0;
      const { html, script } = referencePage(reading);
      if (url.pathname.endsWith('/reference.js'))
        await route.fulfill({ contentType: 'text/javascript', body: script });
      else await route.fulfill({ contentType: 'text/html', body: html });
    });
    return new ReferenceLoad(page, await page.context().newCDPSession(page));
  }

  /** One load at CPU slowdown `rate`, slowed by `throttle`: ms from navigation start to the paint after its work. */
  async time(rate: number, throttle: ProcessorThrottle = devtoolsThrottle): Promise<number> {
    this.reading += 1;
    const reading = this.reading;
    await throttle.slow(this.cdp, rate);
    const reported = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('The reference load did not report in 30 s')), 30_000);
      const listener = (message: { text(): string }) => {
        const text = message.text();
        if (!text.startsWith('__reference:')) return;
        clearTimeout(timer);
        this.page.off('console', listener);
        resolve(Number(text.slice('__reference:'.length)));
      };
      this.page.on('console', listener);
    });
    await this.page.goto(`${origin}/reference-load/?${reading}`, { waitUntil: 'commit' });
    const ms = await reported;
    await throttle.slow(this.cdp, 1);
    return ms;
  }
}
