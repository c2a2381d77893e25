export type TempCluster = {
  url: string;
  port: number;
  dir: string;
  /** Shuts the server down (open connections are cut), keeping its data. */
  pause(): void;
  /** Starts it again after pause(). */
  resume(): void;
  stop(): void;
};
export function findPostgresBin(): string;
export function freePort(): Promise<number>;
export function startTempCluster(options?: { port?: number }): Promise<TempCluster>;
