import { Alert, Button, Group, NumberInput, Paper, Stack, Text, Title } from "@mantine/core";
import {
  MAX_PDF_LABELS,
  type TCodeDownloadFormat,
} from "@suyuan/contracts/code-application/code-application-operations";
import { IconFileTypeCsv, IconFileTypePdf, IconFileTypeTxt, IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { endsSession } from "../../lib/app-error.ts";
import { failureText, serverFieldErrors } from "../../lib/failure.ts";
import { formatNumber } from "@suyuan/contracts/common/format-value";
import { reportSessionEnded } from "../../lib/session-events.ts";
import { checkCodeDownload, codeDownloadHref, startBrowserDownload } from "./code-download-link.ts";

type Outcome =
  | { kind: "started"; name: string; count: number }
  | { kind: "refused"; message: string; fieldErrors: Record<string, string> };

const FORMATS = [
  { format: "csv", icon: IconFileTypeCsv, label: "apply.downloadCsv" },
  { format: "txt", icon: IconFileTypeTxt, label: "apply.downloadTxt" },
  { format: "pdf", icon: IconFileTypePdf, label: "apply.downloadPdf" },
] as const;

/**
 * Downloads of a generated application's codes (CSV, TXT, PDF labels; all or a serial range). A
 * million codes make a 63 MB CSV, so the page never reads the file: it asks the server to check
 * the download (`check=1`, no file), shows a refusal here, and otherwise hands the link to the
 * browser, which streams the file to disk and shows the progress in its own download list.
 */
export function CodeDownloads({ id, quantity, ready }: { id: number; quantity: number; ready: boolean }) {
  const { t, locale } = useI18n();
  const [from, setFrom] = useState<number | string>("");
  const [to, setTo] = useState<number | string>("");
  const [checking, setChecking] = useState<TCodeDownloadFormat | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const start = async (format: TCodeDownloadFormat) => {
    const href = codeDownloadHref(id, format, { from, to });
    setChecking(format);
    setOutcome(null);
    try {
      const check = await checkCodeDownload(href);
      if (check.ok) {
        const name = check.filename || `trace-codes-${id}.${format}`;
        startBrowserDownload(href, name);
        setOutcome({ kind: "started", name, count: check.codeCount });
      } else if (endsSession(check.failure)) {
        // The session handler says so and goes to the login page.
        reportSessionEnded(check.failure);
      } else {
        setOutcome({
          kind: "refused",
          message: failureText(check.failure, t),
          fieldErrors: serverFieldErrors(check.failure),
        });
      }
    } finally {
      setChecking(null);
    }
  };

  // The message says which serial is wrong; the inputs only turn red, so the row keeps its line.
  const fieldErrors = outcome?.kind === "refused" ? outcome.fieldErrors : {};

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
              error={Boolean(fieldErrors.fromSerial)}
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
              error={Boolean(fieldErrors.toSerial)}
            />
            {FORMATS.map(({ format, icon: Icon, label }) => (
              <Button
                key={format}
                variant="light"
                leftSection={<Icon size={16} />}
                disabled={checking !== null}
                loading={checking === format}
                onClick={() => void start(format)}
              >
                {t(label)}
              </Button>
            ))}
          </Group>
          {outcome?.kind === "refused" ? (
            <Alert color="red" variant="light" role="alert" data-testid="download-error">
              {t("apply.downloadFailed", { message: outcome.message })}
            </Alert>
          ) : null}
          <Text size="xs" c="dimmed" data-testid="download-status" aria-live="polite">
            {outcome?.kind === "started"
              ? t("apply.downloadStarted", { name: outcome.name, count: formatNumber(outcome.count, locale) })
              : t("apply.downloadBrowserHint")}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
