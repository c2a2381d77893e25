import {
  Anchor,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Input,
  Paper,
  Progress,
  Stack,
  Text,
} from "@mantine/core";
import { IconPaperclip, IconUpload } from "@tabler/icons-react";
import { FILE_MAX_BYTES, IMAGE_MAX_BYTES } from "@suyuan/contracts/upload/upload-fields";
import { useEffect, useRef, useState, type ReactNode } from "react";

/** What the server answers for a stored upload (POST /upload). */
export type UploadedFile = {
  id: string;
  url: string;
  fileName: string;
  size: number;
  mimeType: string;
  /** Documents: the extracted text. */
  txt?: string;
};

export type UploadFailure = {
  /** HTTP status (0 when the server could not be reached). */
  status: number;
  /** The server's code (legacy numbering, e.g. "201", "302"), else the HTTP status. */
  code: string;
  message: string;
};

/** Every text the widget shows; the caller passes them in its language. */
export type UploadFieldLabels = {
  /** Button text, e.g. 上传图片. */
  choose: string;
  /** Shown when the upload succeeded, e.g. 上传成功. */
  success: string;
  /** Prefix of a failure, e.g. 上传失败 (the code follows). */
  failure: string;
  /** Accessible name of the remove buttons, e.g. 删除. */
  remove: string;
  /** Shown when the server could not be reached, e.g. 服务器响应失败. */
  network: string;
  /** A file over the size limit, refused before sending; `{max}` is the limit in MB. */
  tooLarge?: string;
};

export type UploadFieldProps = {
  kind: "image" | "attach" | "document";
  /** Upload urls (/uploads/<id>). Single-file fields hold at most one. */
  value: string[];
  onChange: (value: string[]) => void;
  labels: UploadFieldLabels;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** Several files (images: a gallery). Otherwise a new file replaces the current one. */
  multiple?: boolean;
  /** At most this many files when multiple (spec: 9999 by default). */
  maxFiles?: number;
  /** The input's accept attribute; defaults by kind. */
  accept?: string;
  disabled?: boolean;
  /** Each stored file, for callers that need more than the url (document text, names). */
  onUploaded?: (file: UploadedFile) => void;
  /** Each failure, for callers that react to a lost session (code "302" or "3"). */
  onFailure?: (failure: UploadFailure) => void;
  /** Extra request headers (such as the current site). */
  headers?: Record<string, string>;
  endpoint?: string;
  /** How long success or failure stays before the progress resets (spec: about 1 s). */
  resetDelayMs?: number;
  /** Largest file sent; bigger ones are refused at once (default: the server's limit for the kind). */
  maxBytes?: number;
};

const DEFAULT_ACCEPT: Record<UploadFieldProps["kind"], string> = {
  image: "image/jpeg,image/png,image/gif,image/webp",
  attach: ".jpg,.jpeg,.png,.gif,.webp,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.zip",
  document: ".txt,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.pdf",
};

/** A refused or failed upload; `failure` says how. */
class UploadError extends Error {
  constructor(readonly failure: UploadFailure) {
    super(`upload failed (${failure.code})`);
    this.name = "UploadError";
  }
}

type Phase =
  | { state: "idle" }
  | { state: "uploading"; percent: number }
  | { state: "success" }
  | { state: "failure"; failure: UploadFailure };

/** Posts one file as multipart with XMLHttpRequest, which (unlike fetch) reports upload progress. */
function sendUpload(
  endpoint: string,
  kind: string,
  file: File,
  headers: Record<string, string>,
  onProgress: (percent: number) => void,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", endpoint);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // not JSON: judged by the status alone
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === "object" && "url" in body) {
        resolve(body as UploadedFile);
        return;
      }
      const answer = (body ?? {}) as { code?: unknown; message?: unknown };
      reject(
        new UploadError({
          status: xhr.status,
          code: typeof answer.code === "string" ? answer.code : String(xhr.status),
          message: typeof answer.message === "string" ? answer.message : "",
        }),
      );
    };
    xhr.onerror = () => reject(new UploadError({ status: 0, code: "0", message: "" }));
    const form = new FormData();
    form.append("kind", kind);
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

function baseName(url: string): string {
  return url.slice(url.lastIndexOf("/") + 1);
}

/**
 * A form field that uploads as soon as a file is picked: a progress bar while sending, then
 * success (thumbnails for images, the name for files) or 上传失败 with the code, and the progress
 * resets after about a second. The value is the list of upload urls.
 */
export function UploadField({
  kind,
  value,
  onChange,
  labels,
  label,
  description,
  error,
  multiple = false,
  maxFiles = 9999,
  accept,
  disabled = false,
  onUploaded,
  onFailure,
  headers = {},
  endpoint = "/upload",
  resetDelayMs = 1000,
  maxBytes = kind === "image" ? IMAGE_MAX_BYTES : FILE_MAX_BYTES,
}: UploadFieldProps) {
  const [phase, setPhase] = useState<Phase>({ state: "idle" });
  const [lastFailure, setLastFailure] = useState<UploadFailure | null>(null);
  const [names, setNames] = useState<Record<string, string>>({});
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Clears the file input so the same file can be picked again.
  const resetInput = useRef<() => void>(null);
  // The latest value, for uploads that finish after the parent re-rendered.
  const current = useRef(value);
  current.current = value;

  useEffect(
    () => () => {
      if (resetTimer.current) clearTimeout(resetTimer.current);
    },
    [],
  );

  const finish = (next: Phase) => {
    setPhase(next);
    if (resetTimer.current) clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setPhase({ state: "idle" }), resetDelayMs);
  };

  const upload = async (picked: File[]) => {
    resetInput.current?.();
    if (picked.length === 0) return;
    const room = multiple ? Math.max(0, maxFiles - current.current.length) : 1;
    setLastFailure(null);
    for (const file of picked.slice(0, room)) {
      if (file.size > maxBytes) {
        // Refused here: sending it would only be refused by the server after the whole file.
        const max = String(Math.round((maxBytes / 1024 / 1024) * 10) / 10);
        const failure = { status: 413, code: "201", message: (labels.tooLarge ?? "").replace("{max}", max) };
        setLastFailure(failure);
        onFailure?.(failure);
        finish({ state: "failure", failure });
        return;
      }
      setPhase({ state: "uploading", percent: 0 });
      try {
        const stored = await sendUpload(endpoint, kind, file, headers, (percent) =>
          setPhase({ state: "uploading", percent }),
        );
        setNames((known) => ({ ...known, [stored.url]: stored.fileName }));
        onChange(multiple ? [...current.current, stored.url] : [stored.url]);
        onUploaded?.(stored);
        finish({ state: "success" });
      } catch (reason) {
        const failure = reason instanceof UploadError ? reason.failure : { status: 0, code: "0", message: "" };
        setLastFailure(failure);
        onFailure?.(failure);
        finish({ state: "failure", failure });
        return;
      }
    }
  };

  const remove = (url: string) => onChange(current.current.filter((item) => item !== url));
  const busy = phase.state === "uploading";
  const full = multiple && value.length >= maxFiles;
  const failureText = lastFailure
    ? lastFailure.status === 0
      ? `${labels.failure}：${labels.network}`
      : `${labels.failure}（${lastFailure.code}）${lastFailure.message ? `：${lastFailure.message}` : ""}`
    : null;

  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Stack gap="xs" mt={label || description ? 4 : 0}>
        {kind === "image" && value.length > 0 ? (
          <Group gap="xs">
            {value.map((url) => (
              <Paper key={url} withBorder radius="sm" p={4} pos="relative">
                <Image src={url} alt={names[url] ?? baseName(url)} w={96} h={96} fit="cover" radius="sm" />
                <CloseButton
                  size="sm"
                  pos="absolute"
                  top={2}
                  right={2}
                  aria-label={`${labels.remove} ${names[url] ?? baseName(url)}`}
                  disabled={disabled}
                  onClick={() => remove(url)}
                />
              </Paper>
            ))}
          </Group>
        ) : null}
        {kind !== "image" && value.length > 0 ? (
          <Stack gap={4}>
            {value.map((url) => (
              <Group key={url} gap="xs" wrap="nowrap">
                <IconPaperclip size={16} aria-hidden />
                <Anchor href={url} target="_blank" rel="noopener" size="sm">
                  {names[url] ?? baseName(url)}
                </Anchor>
                <CloseButton
                  size="sm"
                  aria-label={`${labels.remove} ${names[url] ?? baseName(url)}`}
                  disabled={disabled}
                  onClick={() => remove(url)}
                />
              </Group>
            ))}
          </Stack>
        ) : null}
        <Group gap="sm">
          <FileButton
            onChange={(files: File[] | File | null) => {
              void upload(files === null ? [] : Array.isArray(files) ? files : [files]);
            }}
            accept={accept ?? DEFAULT_ACCEPT[kind]}
            multiple={multiple}
            resetRef={resetInput}
            disabled={disabled || busy || full}
          >
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={busy}>
                {labels.choose}
              </Button>
            )}
          </FileButton>
          {phase.state === "success" ? (
            <Text size="sm" c="teal" role="status">
              {labels.success}
            </Text>
          ) : null}
        </Group>
        {phase.state !== "idle" ? (
          <Progress
            value={phase.state === "uploading" ? phase.percent : 100}
            color={phase.state === "failure" ? "red" : phase.state === "success" ? "teal" : "brand"}
            size="sm"
            aria-label={labels.choose}
            animated={phase.state === "uploading"}
          />
        ) : null}
        {failureText ? (
          <Text size="sm" c="red" role="alert">
            {failureText}
          </Text>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
