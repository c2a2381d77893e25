import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { AppError } from "../../lib/app-error.ts";
import { isPublicAddress } from "./public-address.ts";

export type RemoteFetchOptions = {
  /** Largest body accepted; the fetch stops as soon as more arrives. */
  maxBytes: number;
  /** The whole fetch, redirects included. */
  timeoutMs?: number;
  /** Which resolved addresses may be connected to (tests widen it; the default is public ones only). */
  isAllowedAddress?: (address: string) => boolean;
  /** Any port instead of the web ports (tests' local servers listen on random ports). */
  allowAnyPort?: boolean;
};

const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;
/** Web ports only: a fetch cannot be aimed at mail, database or admin ports of a public host either. */
const ALLOWED_PORTS = new Set(["", "80", "443", "8080", "8443"]);
const MAX_URL_LENGTH = 2048;

function refuse(messageKey: string): AppError {
  return new AppError("BAD_REQUEST", { messageKey, fieldErrors: { source: [messageKey] } });
}

/** Parses and checks a remote address: http or https, no credentials, an allowed literal IP, a web port. */
export function checkRemoteUrl(
  raw: string,
  isAllowedAddress: (address: string) => boolean = isPublicAddress,
  allowAnyPort = false,
): URL {
  let url: URL;
  try {
    if (raw.length > MAX_URL_LENGTH) throw new Error("too long");
    url = new URL(raw.trim());
  } catch {
    throw refuse("cmsFile.remoteUrlInvalid");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw refuse("cmsFile.remoteUrlInvalid");
  if (url.username || url.password) throw refuse("cmsFile.remoteUrlInvalid");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // Literal addresses never go through the lookup below: check them here.
  if (isIP(host) && !isAllowedAddress(host)) throw refuse("cmsFile.remoteHostRefused");
  if (host === "localhost" || host.endsWith(".localhost")) throw refuse("cmsFile.remoteHostRefused");
  if (!allowAnyPort && !ALLOWED_PORTS.has(url.port)) throw refuse("cmsFile.remoteUrlInvalid");
  return url;
}

/**
 * A DNS lookup that fails when any address of the name is not allowed. The connection uses the
 * address this lookup answered, so a name cannot pass the check and then resolve elsewhere.
 */
export function guardedLookup(isAllowedAddress: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 4);
      if (addresses.length === 0 || addresses.some((entry) => !isAllowedAddress(entry.address))) {
        return callback(Object.assign(new Error("address refused"), { code: "EREFUSEDADDRESS" }), "", 4);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

type Fetched = { status: number; location: string | undefined; body: Uint8Array; contentType: string };

function getOnce(url: URL, options: Required<RemoteFetchOptions>, signal: AbortSignal): Promise<Fetched> {
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      { method: "GET", lookup: guardedLookup(options.isAllowedAddress), signal, headers: { accept: "image/*" } },
      (response: IncomingMessage) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          return resolve({ status, location: response.headers.location, body: new Uint8Array(), contentType: "" });
        }
        const declared = Number(response.headers["content-length"] ?? "0");
        if (declared > options.maxBytes) {
          response.destroy();
          return reject(new AppError("PAYLOAD_TOO_LARGE", { messageKey: "cmsFile.remoteTooLarge" }));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            reject(new AppError("PAYLOAD_TOO_LARGE", { messageKey: "cmsFile.remoteTooLarge" }));
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () =>
          resolve({
            status,
            location: undefined,
            body: new Uint8Array(Buffer.concat(chunks)),
            contentType: String(response.headers["content-type"] ?? ""),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error instanceof AppError) return reject(error);
      reject(
        error.code === "EREFUSEDADDRESS"
          ? refuse("cmsFile.remoteHostRefused")
          : new AppError("BAD_REQUEST", { messageKey: "cmsFile.remoteFetchFailed", cause: error }),
      );
    });
    request.end();
  });
}

/**
 * Fetches a remote file for the editor's "catch remote images": http(s) only, web ports only,
 * public addresses only (checked on every resolved address and every redirect, at most three),
 * at most `maxBytes`, within the timeout. Answers the body; the caller judges its type.
 */
export async function fetchRemoteFile(raw: string, options: RemoteFetchOptions): Promise<Uint8Array> {
  const settings: Required<RemoteFetchOptions> = {
    maxBytes: options.maxBytes,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    isAllowedAddress: options.isAllowedAddress ?? isPublicAddress,
    allowAnyPort: options.allowAnyPort ?? false,
  };
  const signal = AbortSignal.timeout(settings.timeoutMs);
  let url = checkRemoteUrl(raw, settings.isAllowedAddress, settings.allowAnyPort);
  for (let redirects = 0; ; redirects += 1) {
    let fetched: Fetched;
    try {
      fetched = await getOnce(url, settings, signal);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError("BAD_REQUEST", { messageKey: "cmsFile.remoteFetchFailed", cause: error });
    }
    if (fetched.status >= 300 && fetched.status < 400) {
      if (!fetched.location || redirects >= MAX_REDIRECTS) throw refuse("cmsFile.remoteFetchFailed");
      url = checkRemoteUrl(new URL(fetched.location, url).href, settings.isAllowedAddress, settings.allowAnyPort);
      continue;
    }
    if (fetched.status !== 200) throw refuse("cmsFile.remoteFetchFailed");
    return fetched.body;
  }
}
