import type { AppFailure } from "./app-error.ts";

type Handler = (failure: AppFailure) => void;

let handler: Handler | null = null;

/**
 * The query client is created before the router exists, so the "session is gone" reaction (clear
 * marker, toast, go to /login) is registered here once the router is ready.
 */
export function onSessionEnded(next: Handler): void {
  handler = next;
}

export function reportSessionEnded(failure: AppFailure): void {
  handler?.(failure);
}
