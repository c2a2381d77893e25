import { createRequire } from "node:module";

export type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
export type AutocannonRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: {
    method?: string;
    setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
    onResponse?: (status: number, body: string) => void;
  }[];
}) => Promise<AutocannonResult>;

// autocannon ships no types; its programmatic API is the one call above.
export const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;
