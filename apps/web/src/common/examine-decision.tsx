import { Button, Group, Paper, Stack, Textarea, Title } from "@mantine/core";
import { ZExamineInput, type TExamineInput } from "@suyuan/contracts/common/fields";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useI18n } from "../i18n/i18n-context.tsx";
import { serverFieldErrors } from "../lib/failure.ts";
import { toAppFailure } from "../lib/app-error.ts";
import { issuesByField } from "../lib/use-form-state.ts";
import { useUnsavedGuard } from "./use-unsaved-guard.ts";

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
  const [opinion, setOpinion] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<boolean | null>(null);
  const guard = useUnsavedGuard(opinion.trim() !== "");

  const decide = async (approve: boolean) => {
    const parsed = ZExamineInput.safeParse({ id, approve, opinion });
    if (!parsed.success) {
      setError(issuesByField(parsed.error.issues).opinion ?? null);
      return;
    }
    setError(null);
    setDeciding(approve);
    guard.release();
    try {
      await onDecide(parsed.data);
    } catch (failure) {
      setError(serverFieldErrors(toAppFailure(failure)).opinion ?? null);
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
          value={opinion}
          onChange={(event) => {
            setOpinion(event.currentTarget.value);
            setError(null);
          }}
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
