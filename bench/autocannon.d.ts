// autocannon ships no typings: only the part of its programmatic API the bench uses.
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests in all, instead of a duration. */
    amount?: number;
    headers?: Record<string, string>;
  }

  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }

  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
