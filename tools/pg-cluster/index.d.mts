export type TempCluster = { url: string; port: number; dir: string; stop(): void };
export function findPostgresBin(): string;
export function freePort(): Promise<number>;
export function startTempCluster(options?: { port?: number }): Promise<TempCluster>;
