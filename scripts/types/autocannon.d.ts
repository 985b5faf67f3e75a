/** autocannon ships no types; this is the part of its API (README, v8) the load check uses. */
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number; max: number };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { method?: string; path: string; headers?: Record<string, string> }[];
  };
  export default function autocannon(options: Options): Promise<Result>;
}
