import { Alert, Stack } from "@mantine/core";
import type { TExamineInput } from "@suyuan/contracts/common/fields";
import { goodsResource } from "@suyuan/contracts/goods/goods-resource";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { ResourceValue } from "../../kit/resource-format.tsx";
import { resourceItemQueryOptions } from "../../kit/resource-search.ts";
import { ResourceDetails } from "../../kit/resource-view-page.tsx";
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { PageCard } from "../../common/page-card.tsx";
import { NotFoundView } from "../../common/not-found-view.tsx";
import { ExamineDecision } from "../../common/examine-decision.tsx";

/** /goods/examine?id=: the goods, then approve, or reject with an opinion. */
export function GoodsExamineRoutePage() {
  const { id }: { id?: number } = useSearch({ strict: false });
  return id ? <GoodsExaminePage key={id} id={id} /> : <NotFoundView />;
}

function GoodsExaminePage({ id }: { id: number }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  const item = useSuspenseQuery(resourceItemQueryOptions(trpc, goodsResource, id)).data;
  const examine = useMutation(trpc.goods.examine.mutationOptions());

  const decide = async (input: TExamineInput) => {
    try {
      await examine.mutateAsync(input);
    } catch (error) {
      notifyFailure(error, t);
      throw error;
    }
    notifySuccess(t(input.approve ? "goods.approvedDone" : "goods.rejectedDone"));
    void queryClient.invalidateQueries({ queryKey: trpc.goods.pathKey() });
    void navigate({ to: "/goods/list" });
  };

  return (
    <PageCard
      title={t("goods.examineTitle")}
      hint={t("goods.examineHint")}
      testId="goods-examine-page"
      actions={<ResourceValue definition={goodsResource} name="status" row={item} />}
    >
      <Stack gap="lg">
        <ResourceDetails definition={goodsResource} item={item} />
        {item.status === "pending" ? (
          <ExamineDecision id={id} onDecide={decide} busy={examine.isPending} />
        ) : (
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
            {t("goods.notPending")}
          </Alert>
        )}
      </Stack>
    </PageCard>
  );
}
