import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { guardedLookup } from "../cms/remote-image.ts";
import { assertWebhookUrl, isAllowedWebhookAddress } from "./webhook-address.ts";

const TIMEOUT_MS = 10_000;
/** The start of a response kept in the delivery record. */
const KEPT_RESPONSE = 1_000;

export type PostOutcome = { status: number | null; response: string };

/**
 * POSTs a delivery's body with its headers: the address checked as any server-side fetch's
 * (every resolved address too, so a name cannot point inside), no redirects followed, at most
 * ten seconds. Answers the status and the start of the response, or the error (status null).
 */
export async function postWebhook(url: string, headers: Record<string, string>, body: string): Promise<PostOutcome> {
  let target: URL;
  try {
    target = assertWebhookUrl(url);
  } catch {
    return { status: null, response: "address refused" };
  }
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(
      target,
      {
        method: "POST",
        lookup: guardedLookup(isAllowedWebhookAddress),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          if (size < KEPT_RESPONSE) chunks.push(chunk);
          size += chunk.length;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? null,
            response: Buffer.concat(chunks).toString("utf8").slice(0, KEPT_RESPONSE),
          }),
        );
        response.on("error", (error) => resolve({ status: null, response: error.message.slice(0, KEPT_RESPONSE) }));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve({
        status: null,
        response: (error.code === "EREFUSEDADDRESS" ? "address refused" : error.message).slice(0, KEPT_RESPONSE),
      }),
    );
    request.end(body);
  });
}
