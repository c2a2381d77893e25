import { TRPCClientError } from "@trpc/client";
import { expect } from "vitest";

/** A refused tRPC call as a test reads it: the message, the AppError code and the field errors. */
export type Failure = { message: string; appCode: string; fieldErrors: Record<string, string[]> };

type RefusalData = { appCode: string; fieldErrors?: Record<string, string[]> };

/** Awaits a tRPC call that must be refused; fails the test when it succeeds or throws anything else. */
export async function failure(promise: Promise<unknown>): Promise<Failure> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(TRPCClientError);
    const { message, data } = error as { message: string; data: RefusalData };
    return { message, appCode: data.appCode, fieldErrors: data.fieldErrors ?? {} };
  }
  throw new Error("expected the call to be refused");
}
