import { Alert, Button, Group, NumberInput, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { MAX_PDF_LABELS, type TCodeDownloadFormat } from "@suyuan/contracts/code-application/download-trace-codes";
import { IconFileTypeCsv, IconFileTypePdf, IconFileTypeTxt, IconInfoCircle, IconX } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { storedLocale } from "../../i18n/locale-storage.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { LOCAL_KEYS, readLocal } from "../../lib/local-keys.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";

type Running = { format: TCodeDownloadFormat; name: string; received: number; total: number | null };

/** 12.3 MB, for progress texts. */
function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1_048_576) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}

function filenameOf(response: Response, fallback: string): string {
  const header = response.headers.get("content-disposition") ?? "";
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Downloads of a generated application's codes (CSV, TXT, PDF labels; all or a serial range). The
 * file is read as a stream (fetch + ReadableStream) with a progress bar: bytes of the exact
 * Content-Length for CSV and TXT, bytes received for the PDF, whose size is not known ahead. The
 * page stays usable meanwhile, and the download can be cancelled.
 */
export function CodeDownloads({ id, quantity, ready }: { id: number; quantity: number; ready: boolean }) {
  const { t } = useI18n();
  const [from, setFrom] = useState<number | string>("");
  const [to, setTo] = useState<number | string>("");
  const [running, setRunning] = useState<Running | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const start = async (format: TCodeDownloadFormat) => {
    const controller = new AbortController();
    abort.current = controller;
    const params = new URLSearchParams({ format, lang: storedLocale() });
    if (from !== "") params.set("from", String(from));
    if (to !== "") params.set("to", String(to));
    const site = readLocal(LOCAL_KEYS.siteId);
    if (site) params.set("site", site);
    const fallback = `trace-codes-${id}.${format}`;
    setRunning({ format, name: fallback, received: 0, total: null });
    try {
      const response = await fetch(`/download/trace-codes/${id}?${params.toString()}`, {
        credentials: "same-origin",
        signal: controller.signal,
      });
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new Error(body?.message ?? `HTTP ${response.status}`);
      }
      const name = filenameOf(response, fallback);
      const total = Number(response.headers.get("content-length")) || null;
      const reader = response.body.getReader();
      const parts: Uint8Array[] = [];
      let received = 0;
      let shown = 0;
      setRunning({ format, name, received, total });
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        received += value.byteLength;
        // A re-render per 256 KB is plenty for a smooth bar.
        if (received - shown > 262_144) {
          shown = received;
          setRunning({ format, name, received, total });
        }
      }
      const url = URL.createObjectURL(
        new Blob(parts as BlobPart[], { type: response.headers.get("content-type") ?? "" }),
      );
      const link = document.createElement("a");
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      notifySuccess(t("apply.downloadDone", { name }));
    } catch (error) {
      if (controller.signal.aborted) notifyError(t("apply.downloadCancelled"));
      else notifyError(t("apply.downloadFailed", { message: (error as Error).message }));
    } finally {
      abort.current = null;
      setRunning(null);
    }
  };

  const percent = running?.total ? Math.min(100, (running.received / running.total) * 100) : null;

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      style={{ borderColor: "var(--mantine-color-gray-2)" }}
      data-testid="code-downloads"
    >
      <Title order={3} fz="sm" fw={600} mb={4} c="gray.8">
        {t("apply.downloads")}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {t("apply.downloadsHint", { max: MAX_PDF_LABELS.toLocaleString("zh-CN") })}
      </Text>
      {!ready ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
          {t("apply.downloadNotReady")}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NumberInput
              label={t("apply.fromSerial")}
              placeholder="1"
              w={130}
              min={1}
              max={quantity}
              allowDecimal={false}
              allowNegative={false}
              value={from}
              onChange={setFrom}
            />
            <NumberInput
              label={t("apply.toSerial")}
              placeholder={String(quantity)}
              w={130}
              min={1}
              max={quantity}
              allowDecimal={false}
              allowNegative={false}
              value={to}
              onChange={setTo}
            />
            <Button
              variant="light"
              leftSection={<IconFileTypeCsv size={16} />}
              disabled={running !== null}
              loading={running?.format === "csv"}
              onClick={() => void start("csv")}
            >
              {t("apply.downloadCsv")}
            </Button>
            <Button
              variant="light"
              leftSection={<IconFileTypeTxt size={16} />}
              disabled={running !== null}
              loading={running?.format === "txt"}
              onClick={() => void start("txt")}
            >
              {t("apply.downloadTxt")}
            </Button>
            <Button
              variant="light"
              leftSection={<IconFileTypePdf size={16} />}
              disabled={running !== null}
              loading={running?.format === "pdf"}
              onClick={() => void start("pdf")}
            >
              {t("apply.downloadPdf")}
            </Button>
          </Group>
          {running ? (
            <div data-testid="download-progress">
              <Group justify="space-between" gap="xs" mb={4}>
                <Text size="sm">{t("apply.downloading", { name: running.name })}</Text>
                <Group gap="xs">
                  <Text size="xs" c="dimmed" ff="monospace">
                    {running.total
                      ? t("apply.downloadProgress", {
                          done: sizeText(running.received),
                          total: sizeText(running.total),
                        })
                      : t("apply.downloadBytes", { done: sizeText(running.received) })}
                  </Text>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="gray"
                    leftSection={<IconX size={12} />}
                    onClick={() => abort.current?.abort()}
                  >
                    {t("apply.downloadCancel")}
                  </Button>
                </Group>
              </Group>
              <Progress
                value={percent ?? 100}
                striped={percent === null}
                animated={percent === null}
                aria-label={t("apply.downloading", { name: running.name })}
              />
            </div>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}
