import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OpeningStatusLine from '../../../src/components/opening-status';
import { OpeningStatus } from '../../../src/components/opening-status-slot';

afterEach(() => vi.useRealTimers());

describe('the open-now line', () => {
  it('is absent from the prerendered HTML, so hydration never meets a moment it cannot know', () => {
    expect(renderToString(<OpeningStatus />)).toBe('');
  });

  it('once running, says whether the clinic is open by its own clock, and moves on with the minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // 9:59 PM in New York (UTC-5 in November): open until 10:00 PM, every day per the contact table.
    vi.setSystemTime(new Date('2026-11-26T02:59:00Z'));
    render(<OpeningStatusLine />);
    expect(await screen.findByText('Open now · closes at 10:00 PM')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await screen.findByText('Closed now · opens tomorrow at 10:00 AM')).toBeInTheDocument();
  });
});
