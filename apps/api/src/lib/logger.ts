import pino from "pino";

export type Logger = pino.Logger;

/** Paths that could carry secrets, censored wherever they appear in a log object. */
const REDACT = [
  "password",
  "*.password",
  "aesPassword",
  "*.aesPassword",
  "sessionKey",
  "*.sessionKey",
  "token",
  "*.token",
  "appKey",
  "*.appKey",
  "aesKey",
  "*.aesKey",
  "ivKey",
  "*.ivKey",
  "origPwd",
  "*.origPwd",
  "newPwd",
  "*.newPwd",
  "newPwd2",
  "*.newPwd2",
  "headers.cookie",
  "headers.authorization",
  "*.headers.cookie",
  "*.headers.authorization",
];

/** The process logger (JSON lines on stdout, or on `destination` in tests). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACT, censor: "[redacted]" }, base: undefined }, destination);
}
