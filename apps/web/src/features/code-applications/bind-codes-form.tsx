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
import {
  BIND_MODES,
  ZBindTraceCodesInput,
  type TBindTraceCodesInput,
} from "@suyuan/contracts/code-application/code-application-operations";
import { traceCodeFromInput } from "@suyuan/contracts/trace-code/trace-code";
import { IconInfoCircle, IconLink } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useMemo, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { UiKey } from "../../i18n/ui-messages-zh.ts";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { checkConverted, useFormState } from "../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { BatchSelect } from "../../common/batch-select.tsx";
import { useUnsavedGuard } from "../../common/use-unsaved-guard.ts";

type Mode = (typeof BIND_MODES)[number];
type BindValues = {
  batchId: string | null;
  mode: Mode;
  from: number | string;
  to: number | string;
  codesText: string;
  rebind: boolean;
};

/** The form's values as the bind input: only the chosen mode's fields. */
const bindInput = (id: number) => (values: BindValues) => ({
  id,
  batchId: values.batchId ? Number(values.batchId) : undefined,
  mode: values.mode,
  fromSerial: values.mode === "range" && values.from !== "" ? Number(values.from) : undefined,
  toSerial: values.mode === "range" && values.to !== "" ? Number(values.to) : undefined,
  codes: values.mode === "list" ? entriesOf(values.codesText) : undefined,
  rebind: values.rebind,
});

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
  const check = useMemo(() => checkConverted(ZBindTraceCodesInput, bindInput(application.id)), [application.id]);
  const form = useFormState<BindValues, TBindTraceCodesInput>(
    { batchId: null, mode: "range", from: 1, to: application.quantity, codesText: "", rebind: false },
    check,
  );
  const { values, setValue } = form;
  const bind = useMutation(trpc.codeApplication.bindCodes.mutationOptions());
  const guard = useUnsavedGuard(values.codesText.trim() !== "");

  const entries = useMemo(() => entriesOf(values.codesText), [values.codesText]);
  const invalid = useMemo(() => entries.filter((entry) => traceCodeFromInput(entry) === null), [entries]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    try {
      const result = await bind.mutateAsync(input);
      notifySuccess(t("apply.bindDone", { count: result.bound.toLocaleString("zh-CN") }));
      guard.release();
      setValue("codesText", "");
      void queryClient.invalidateQueries({ queryKey: trpc.codeApplication.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.batch.pathKey() });
    } catch (failure) {
      form.setErrors(serverFieldErrors(notifyFailure(failure, t)));
    }
  };

  const error = (name: string) => (form.errors[name] ? ts(form.errors[name]) : undefined);

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
              value={values.batchId}
              onChange={(value) => setValue("batchId", value)}
              error={error("batchId")}
              maw={420}
            />
            <div>
              <Text size="sm" fw={500} mb={4}>
                {t("apply.bindMode")}
              </Text>
              <SegmentedControl
                value={values.mode}
                onChange={(value) => setValue("mode", value as Mode)}
                data={BIND_MODES.map((value) => ({ value, label: t(`apply.bindMode.${value}` as UiKey) }))}
              />
            </div>
            {values.mode === "range" ? (
              <Group gap="sm" align="flex-start">
                <NumberInput
                  label={t("apply.fromSerial")}
                  w={150}
                  min={1}
                  max={application.quantity}
                  allowDecimal={false}
                  allowNegative={false}
                  value={values.from}
                  onChange={(value) => setValue("from", value)}
                  error={error("fromSerial")}
                />
                <NumberInput
                  label={t("apply.toSerial")}
                  w={150}
                  min={1}
                  max={application.quantity}
                  allowDecimal={false}
                  allowNegative={false}
                  value={values.to}
                  onChange={(value) => setValue("to", value)}
                  error={error("toSerial")}
                />
              </Group>
            ) : null}
            {values.mode === "list" ? (
              <Textarea
                label={t("apply.codesList")}
                description={t("apply.codesListHint")}
                autosize
                minRows={4}
                maxRows={12}
                styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
                value={values.codesText}
                onChange={(event) => setValue("codesText", event.currentTarget.value)}
                error={
                  error("codes") ??
                  (invalid.length
                    ? `${t("apply.codesCount", { valid: entries.length - invalid.length, invalid: invalid.length })}：${invalid.slice(0, 5).join(", ")}`
                    : undefined)
                }
              />
            ) : null}
            {values.mode === "list" && entries.length > 0 && invalid.length === 0 ? (
              <Text size="xs" c="dimmed">
                {t("apply.codesCount", { valid: entries.length, invalid: 0 })}
              </Text>
            ) : null}
            <Checkbox
              label={t("apply.rebind")}
              checked={values.rebind}
              onChange={(event) => setValue("rebind", event.currentTarget.checked)}
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
