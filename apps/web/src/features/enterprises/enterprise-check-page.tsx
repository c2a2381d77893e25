import { Alert, Button, Group, Paper, Stack, Textarea, Title } from "@mantine/core";
import { ZCheckEnterpriseInput } from "@suyuan/contracts/enterprise/enterprise-operations";
import { IconCheck, IconInfoCircle, IconX } from "@tabler/icons-react";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { issuesByField } from "../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { PageCard } from "../common/page-card.tsx";
import { useUnsavedGuard } from "../common/use-unsaved-guard.ts";
import { EnterpriseDetails } from "./enterprise-details.tsx";
import { enterpriseQueryOptions } from "./enterprise-search.ts";

/** /enterprise/check?id=: the record, then approve, or reject with an opinion. */
export function EnterpriseCheckPage({ id }: { id: number }) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  const item = useSuspenseQuery(enterpriseQueryOptions(trpc, id)).data;
  const check = useMutation(trpc.enterprise.check.mutationOptions());
  const [opinion, setOpinion] = useState("");
  const [error, setError] = useState<string | null>(null);
  const guard = useUnsavedGuard(opinion.trim() !== "");

  const decide = (approve: boolean) => {
    const parsed = ZCheckEnterpriseInput.safeParse({ id, approve, opinion });
    if (!parsed.success) {
      setError(issuesByField(parsed.error.issues).opinion ?? null);
      return;
    }
    setError(null);
    check.mutate(parsed.data, {
      onSuccess: () => {
        guard.release();
        notifySuccess(t(approve ? "enterprise.approvedDone" : "enterprise.rejectedDone"));
        void queryClient.invalidateQueries({ queryKey: trpc.enterprise.pathKey() });
        void navigate({ to: "/enterprise/list" });
      },
      onError: (failure) => setError(serverFieldErrors(notifyFailure(failure, t)).opinion ?? null),
    });
  };

  return (
    <PageCard title={t("enterprise.checkTitle")} hint={t("enterprise.checkHint")} testId="enterprise-check-page">
      <Stack gap="lg">
        <EnterpriseDetails item={item} />
        {item.status === "pending" ? (
          <Paper withBorder radius="md" p="md" style={{ borderColor: "var(--mantine-color-brand-3)" }}>
            <Title order={4} fz="sm" fw={600} mb="sm">
              {t("enterprise.checkDecision")}
            </Title>
            <Stack gap="md">
              <Textarea
                label={t("enterprise.checkOpinion")}
                description={t("enterprise.checkOpinionHint")}
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
                  loading={check.isPending && check.variables?.approve === false}
                  disabled={check.isPending}
                  onClick={() => decide(false)}
                >
                  {t("enterprise.reject")}
                </Button>
                <Button
                  color="green"
                  leftSection={<IconCheck size={16} />}
                  loading={check.isPending && check.variables?.approve === true}
                  disabled={check.isPending}
                  onClick={() => decide(true)}
                >
                  {t("enterprise.approve")}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ) : (
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
            {t("enterprise.notPending")}
          </Alert>
        )}
      </Stack>
    </PageCard>
  );
}
