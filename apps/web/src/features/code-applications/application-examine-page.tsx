import { Alert, Stack } from "@mantine/core";
import type { TExamineInput } from "@suyuan/contracts/common/fields";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { PageCard } from "../../common/page-card.tsx";
import { ExamineDecision } from "../../common/examine-decision.tsx";
import { ApplicationStatusBadge } from "./application-labels.tsx";
import { ApplicationFacts, useApplication } from "./application-view-page.tsx";

/** /apply/examine?id=: the application, then approve (codes are generated in the background) or reject. */
export function ApplicationExaminePage({ id }: { id: number }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  const item = useApplication(id);
  const examine = useMutation(trpc.codeApplication.examine.mutationOptions());

  const decide = async (input: TExamineInput) => {
    try {
      await examine.mutateAsync(input);
    } catch (error) {
      notifyFailure(error, t);
      throw error;
    }
    notifySuccess(t(input.approve ? "apply.approvedDone" : "apply.rejectedDone"));
    void queryClient.invalidateQueries({ queryKey: trpc.codeApplication.pathKey() });
    // After an approval the view page shows the generation progress.
    void navigate(input.approve ? { to: "/apply/view", search: { id } } : { to: "/apply/list" });
  };

  return (
    <PageCard
      title={`${t("apply.examineTitle")} #${item.id}`}
      hint={t("apply.examineHint")}
      testId="application-examine-page"
      actions={<ApplicationStatusBadge status={item.status} />}
    >
      <Stack gap="lg">
        <ApplicationFacts item={item} />
        {item.status === "pending" ? (
          <ExamineDecision id={id} onDecide={decide} busy={examine.isPending} />
        ) : (
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
            {t("apply.notPending")}
          </Alert>
        )}
      </Stack>
    </PageCard>
  );
}
