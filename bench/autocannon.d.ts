// autocannon ships no types and @types/autocannon is not installed; this covers what the
// benchmarks use (see node_modules/autocannon/README.md).
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: (RequestParams & {
      setupRequest?: (request: RequestParams) => RequestParams;
      /** Called with each answer's status and body (the body as text). */
      onResponse?: (status: number, body: string) => void;
    })[];
  }

  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
