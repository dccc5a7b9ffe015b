/** The part of autocannon's programmatic API bench/api.ts uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    /** Seconds. */
    duration?: number;
  }
  interface Result {
    requests: { average: number; total: number };
    /** Milliseconds. */
    latency: { p99: number };
    /** Bytes. */
    throughput: { total: number };
    non2xx: number;
    errors: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
