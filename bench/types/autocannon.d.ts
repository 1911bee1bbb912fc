// autocannon ships no types; the benchmarks use only the programmatic entry point.
declare module 'autocannon' {
  interface AutocannonHistogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
    [key: string]: number;
  }
  interface AutocannonResult {
    requests: AutocannonHistogram;
    latency: AutocannonHistogram;
    throughput: AutocannonHistogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
    [key: string]: unknown;
  }
  /** A run with a callback: the instance, which `stop()` ends early (the callback then has the result). */
  interface AutocannonInstance {
    stop(): void;
  }
  function autocannon(options: Record<string, unknown>): Promise<AutocannonResult>;
  function autocannon(options: Record<string, unknown>, callback: (error: Error | null, result: AutocannonResult) => void): AutocannonInstance;
  export type { AutocannonResult };
  export default autocannon;
}
