import { createCipheriv, createHash, randomBytes } from "node:crypto";

// A client of the legacy API written from the protocol description alone (it shares no code with
// the server), as a third-party integrator would write it.

export type LegacyCredentials = { appId: string; appKey: string; aesKey: string; ivKey: string };
export type Envelope = { code: string; message: string; body: unknown; totalCount?: number };

export function md5Sign(fields: Record<string, string>, key: string): string {
  const text = Object.keys(fields)
    .filter((name) => name !== "sign" && fields[name] !== "")
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .concat(`key=${key}`)
    .join("&");
  return createHash("md5").update(text, "utf8").digest("hex").toUpperCase();
}

export function aesEncrypt(plain: string, aesKey: string, ivKey: string): string {
  const cipher = createCipheriv("aes-128-cbc", Buffer.from(aesKey, "utf8"), Buffer.from(ivKey, "utf8"));
  return Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]).toString("hex");
}

export type CallOptions = {
  nonce?: string;
  /** Change the fields after signing (to test the signature check). */
  afterSign?: (fields: Record<string, string>) => void;
  /** Send this raw body and content type instead of the form. */
  raw?: { body: string; contentType: string };
  appKey?: string;
};

/** A file of a multipart call; `type` is what the client claims (the server judges the bytes). */
export type UploadPart = { name: string; bytes: Uint8Array; type?: string };

export class LegacyClient {
  sessionKey: string | undefined;
  siteId: string | undefined;

  constructor(
    readonly baseUrl: string,
    readonly credentials: LegacyCredentials,
    /** Sent with every call (a browser's Origin, for example). */
    readonly headers: Record<string, string> = {},
  ) {}

  encrypt(password: string): string {
    return aesEncrypt(password, this.credentials.aesKey, this.credentials.ivKey);
  }

  /** The signed form that would be posted (exposed so tests can replay it). */
  signedForm(fields: Record<string, string>, options: CallOptions = {}): Record<string, string> {
    const form: Record<string, string> = {
      ...fields,
      appId: fields.appId ?? this.credentials.appId,
      nonce_str: options.nonce ?? randomBytes(12).toString("hex"),
      ...(this.sessionKey && fields.sessionKey === undefined ? { sessionKey: this.sessionKey } : {}),
      ...(this.siteId ? { _site_id_param: this.siteId } : {}),
    };
    form.sign = md5Sign(form, options.appKey ?? this.credentials.appKey);
    options.afterSign?.(form);
    return form;
  }

  async post(path: string, form: Record<string, string>, options: CallOptions = {}): Promise<Envelope> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: "POST",
      headers: { ...this.headers, "content-type": options.raw?.contentType ?? "application/x-www-form-urlencoded" },
      body: options.raw?.body ?? new URLSearchParams(form).toString(),
    });
    // A few paths answer a file (exports) instead of the envelope.
    if (!(response.headers.get("content-type") ?? "").includes("json"))
      return { code: "200", message: "file", body: null };
    return (await response.json()) as Envelope;
  }

  call(path: string, fields: Record<string, string> = {}, options: CallOptions = {}): Promise<Envelope> {
    return this.post(path, this.signedForm(fields, options), options);
  }

  /**
   * A multipart call: the fields are signed as usual, the files are sent beside them unsigned
   * (as the legacy client's uploads do).
   */
  async upload(
    path: string,
    fields: Record<string, string>,
    files: Record<string, UploadPart>,
    options: CallOptions = {},
  ): Promise<Envelope> {
    const form = new FormData();
    for (const [name, value] of Object.entries(this.signedForm(fields, options))) form.append(name, value);
    for (const [name, part] of Object.entries(files)) {
      form.append(name, new Blob([part.bytes.slice()], { type: part.type ?? "application/octet-stream" }), part.name);
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method: "POST", headers: this.headers, body: form });
    return (await response.json()) as Envelope;
  }

  /** `extra`: more fields of the sign-in, such as a solved CAPTCHA (`captchaId`, `captcha`). */
  async login(username: string, password: string, extra: Record<string, string> = {}): Promise<Envelope> {
    const answer = await this.call("/api/admin/user/login", {
      username,
      aesPassword: this.encrypt(password),
      ...extra,
    });
    if (answer.code === "200") this.sessionKey = String(answer.body);
    return answer;
  }
}
