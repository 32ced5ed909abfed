// Minimal typing of the part of autocannon's programmatic API the benchmark uses (it ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests to send in all (the run ends then, instead of after `duration`). */
    amount?: number;
    /** Milliseconds between samples (default 1000); a run ends at the first sample after `duration`. */
    sampleInt?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    requests?: Array<{
      path?: string;
      method?: string;
      headers?: Record<string, string>;
      setupRequest?: (req: { path: string }) => { path: string };
    }>;
  }
  interface Result {
    requests: { average: number; total: number };
    /** Seconds the run lasted. */
    duration: number;
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
