import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { BIND_MODES, ZBindTraceCodesInput } from "@suyuan/contracts/code-application/code-application-operations";
import { traceCodeFromInput } from "@suyuan/contracts/trace-code/trace-code";
import { IconInfoCircle, IconLink } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useMemo, useState, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { UiKey } from "../../i18n/ui-messages-zh.ts";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { issuesByField } from "../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { BatchSelect } from "../../common/batch-select.tsx";
import { useUnsavedGuard } from "../../common/use-unsaved-guard.ts";

type Mode = (typeof BIND_MODES)[number];

/** Entries of the codes box: one a line, or separated by commas, semicolons or spaces. */
function entriesOf(text: string): string[] {
  return text
    .split(/[\s,;，；]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * Binds a generated application's codes to a batch of the same enterprise and goods: all, a
 * serial range, or listed codes (checked here as they are typed, and again by the server, which
 * names any code it refuses). Already-bound codes move only with the rebind box ticked.
 */
export function BindCodesForm({
  application,
}: {
  application: { id: number; quantity: number; ready: boolean; enterpriseId: number; goodsId: number };
}) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const [batchId, setBatchId] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>("range");
  const [from, setFrom] = useState<number | string>(1);
  const [to, setTo] = useState<number | string>(application.quantity);
  const [codesText, setCodesText] = useState("");
  const [rebind, setRebind] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const bind = useMutation(trpc.codeApplication.bindCodes.mutationOptions());
  const guard = useUnsavedGuard(codesText.trim() !== "");

  const entries = useMemo(() => entriesOf(codesText), [codesText]);
  const invalid = useMemo(() => entries.filter((entry) => traceCodeFromInput(entry) === null), [entries]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZBindTraceCodesInput.safeParse({
      id: application.id,
      batchId: batchId ? Number(batchId) : undefined,
      mode,
      fromSerial: mode === "range" && from !== "" ? Number(from) : undefined,
      toSerial: mode === "range" && to !== "" ? Number(to) : undefined,
      codes: mode === "list" ? entries : undefined,
      rebind,
    });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const result = await bind.mutateAsync(parsed.data);
      notifySuccess(t("apply.bindDone", { count: result.bound.toLocaleString("zh-CN") }));
      guard.release();
      setCodesText("");
      void queryClient.invalidateQueries({ queryKey: trpc.codeApplication.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.batch.pathKey() });
    } catch (failure) {
      const fields = serverFieldErrors(notifyFailure(failure, t));
      setErrors(fields);
    }
  };

  const error = (name: string) => (errors[name] ? ts(errors[name]) : undefined);

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      style={{ borderColor: "var(--mantine-color-gray-2)" }}
      data-testid="bind-codes"
    >
      <Title order={3} fz="sm" fw={600} mb="sm" c="gray.8">
        {t("apply.bindTitle")}
      </Title>
      {!application.ready ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
          {t("apply.bindNotReady")}
        </Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t("apply.bindTitle")}>
          <Stack gap="sm">
            <BatchSelect
              label={t("apply.bindBatch")}
              withAsterisk
              enterpriseId={application.enterpriseId}
              goodsId={application.goodsId}
              value={batchId}
              onChange={(value) => setBatchId(value)}
              error={error("batchId")}
              maw={420}
            />
            <div>
              <Text size="sm" fw={500} mb={4}>
                {t("apply.bindMode")}
              </Text>
              <SegmentedControl
                value={mode}
                onChange={(value) => setMode(value as Mode)}
                data={BIND_MODES.map((value) => ({ value, label: t(`apply.bindMode.${value}` as UiKey) }))}
              />
            </div>
            {mode === "range" ? (
              <Group gap="sm" align="flex-start">
                <NumberInput
                  label={t("apply.fromSerial")}
                  w={150}
                  min={1}
                  max={application.quantity}
                  allowDecimal={false}
                  allowNegative={false}
                  value={from}
                  onChange={setFrom}
                  error={error("fromSerial")}
                />
                <NumberInput
                  label={t("apply.toSerial")}
                  w={150}
                  min={1}
                  max={application.quantity}
                  allowDecimal={false}
                  allowNegative={false}
                  value={to}
                  onChange={setTo}
                  error={error("toSerial")}
                />
              </Group>
            ) : null}
            {mode === "list" ? (
              <Textarea
                label={t("apply.codesList")}
                description={t("apply.codesListHint")}
                autosize
                minRows={4}
                maxRows={12}
                styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
                value={codesText}
                onChange={(event) => setCodesText(event.currentTarget.value)}
                error={
                  error("codes") ??
                  (invalid.length
                    ? `${t("apply.codesCount", { valid: entries.length - invalid.length, invalid: invalid.length })}：${invalid.slice(0, 5).join(", ")}`
                    : undefined)
                }
              />
            ) : null}
            {mode === "list" && entries.length > 0 && invalid.length === 0 ? (
              <Text size="xs" c="dimmed">
                {t("apply.codesCount", { valid: entries.length, invalid: 0 })}
              </Text>
            ) : null}
            <Checkbox
              label={t("apply.rebind")}
              checked={rebind}
              onChange={(event) => setRebind(event.currentTarget.checked)}
              error={error("rebind")}
            />
            <Group justify="flex-end">
              <Button type="submit" leftSection={<IconLink size={16} />} loading={bind.isPending}>
                {t("apply.bindSubmit")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
