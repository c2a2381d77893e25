import { Button, Group, Paper, Stack, Textarea, Title } from "@mantine/core";
import { ZExamineInput, type TExamineInput } from "@suyuan/contracts/common/fields";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useI18n } from "../i18n/i18n-context.tsx";
import { serverFieldErrors } from "../lib/failure.ts";
import { toAppFailure } from "../lib/app-error.ts";
import { checkConverted, useFormState } from "../lib/use-form-state.ts";
import { useUnsavedGuard } from "./use-unsaved-guard.ts";

/** The opinion, and which button was pressed (an opinion is required to reject). */
type Decision = { opinion: string; approve: boolean };

const checkDecision = (id: number) => checkConverted(ZExamineInput, (decision: Decision) => ({ id, ...decision }));

/**
 * Approve, or reject with an opinion (enterprise check, goods examine): the shared examine rule
 * (an opinion is required to reject) is checked before anything is sent.
 */
export function ExamineDecision({
  id,
  onDecide,
  busy,
}: {
  id: number;
  /** Sends the decision; rejects with the failure (already toasted by the caller) when refused. */
  onDecide: (input: TExamineInput) => Promise<void>;
  busy: boolean;
}) {
  const { t, ts } = useI18n();
  const check = useMemo(() => checkDecision(id), [id]);
  const form = useFormState<Decision, TExamineInput>({ opinion: "", approve: true }, check);
  const [deciding, setDeciding] = useState<boolean | null>(null);
  const guard = useUnsavedGuard(form.values.opinion.trim() !== "");
  const error = form.errors.opinion;

  const decide = async (approve: boolean) => {
    // The button pressed is part of what is checked (an opinion is required to reject).
    form.setValue("approve", approve);
    const input = form.validate();
    if (!input) return;
    setDeciding(approve);
    guard.release();
    try {
      await onDecide(input);
    } catch (failure) {
      const { opinion } = serverFieldErrors(toAppFailure(failure));
      form.setErrors(opinion ? { opinion } : {});
    } finally {
      setDeciding(null);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" style={{ borderColor: "var(--mantine-color-brand-3)" }}>
      <Title order={4} fz="sm" fw={600} mb="sm">
        {t("examine.decision")}
      </Title>
      <Stack gap="md">
        <Textarea
          label={t("examine.opinion")}
          description={t("examine.opinionHint")}
          autosize
          minRows={3}
          maxLength={500}
          value={form.values.opinion}
          onChange={(event) => form.setValue("opinion", event.currentTarget.value)}
          error={error ? ts(error) : undefined}
        />
        <Group justify="flex-end" gap="sm">
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={16} />}
            loading={deciding === false}
            disabled={busy}
            onClick={() => void decide(false)}
          >
            {t("examine.reject")}
          </Button>
          <Button
            color="green"
            leftSection={<IconCheck size={16} />}
            loading={deciding === true}
            disabled={busy}
            onClick={() => void decide(true)}
          >
            {t("examine.approve")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
