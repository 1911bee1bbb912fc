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
  function autocannon(options: Record<string, unknown>): Promise<AutocannonResult>;
  export default autocannon;
}
