import { Alert, Stack } from "@mantine/core";
import type { TExamineInput } from "@suyuan/contracts/common/fields";
import { enterpriseResource } from "@suyuan/contracts/enterprise/enterprise-resource";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { resourceItemQueryOptions } from "../../kit/resource-search.ts";
import { ResourceDetails } from "../../kit/resource-view-page.tsx";
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { PageCard } from "../../common/page-card.tsx";
import { NotFoundView } from "../../common/not-found-view.tsx";
import { ExamineDecision } from "../../common/examine-decision.tsx";
import { CheckResult } from "./enterprise-pages.tsx";

/** /enterprise/check?id=: the record, then approve, or reject with an opinion. */
export function EnterpriseCheckRoutePage() {
  const { id }: { id?: number } = useSearch({ strict: false });
  return id ? <EnterpriseCheckPage key={id} id={id} /> : <NotFoundView />;
}

function EnterpriseCheckPage({ id }: { id: number }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  const item = useSuspenseQuery(resourceItemQueryOptions(trpc, enterpriseResource, id)).data;
  const check = useMutation(trpc.enterprise.check.mutationOptions());

  const decide = async (input: TExamineInput) => {
    try {
      await check.mutateAsync(input);
    } catch (error) {
      notifyFailure(error, t);
      throw error;
    }
    notifySuccess(t(input.approve ? "enterprise.approvedDone" : "enterprise.rejectedDone"));
    void queryClient.invalidateQueries({ queryKey: trpc.enterprise.pathKey() });
    void navigate({ to: "/enterprise/list" });
  };

  return (
    <PageCard title={t("enterprise.checkTitle")} hint={t("enterprise.checkHint")} testId="enterprise-check-page">
      <Stack gap="lg">
        <ResourceDetails definition={enterpriseResource} item={item} />
        <CheckResult item={item} />
        {item.status === "pending" ? (
          <ExamineDecision id={id} onDecide={decide} busy={check.isPending} />
        ) : (
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
            {t("enterprise.notPending")}
          </Alert>
        )}
      </Stack>
    </PageCard>
  );
}
