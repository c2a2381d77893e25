import type { TGoodsFields } from "@suyuan/contracts/goods/goods-resource";
import { useMutation, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useMe } from "../../lib/use-me.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { PageCard } from "../common/page-card.tsx";
import { useUnsavedGuard } from "../common/use-unsaved-guard.ts";
import { EnterpriseSelect } from "../users/enterprise-select.tsx";
import { classOptions, goodsClassesQueryOptions, orderClasses } from "./goods-classes.ts";
import { GoodsForm } from "./goods-form.tsx";
import { emptyGoodsValues, valuesFromGoods, type GoodsFormValues } from "./goods-form-values.ts";
import { GoodsStatusBadge } from "./goods-labels.tsx";
import { goodsQueryOptions } from "./goods-search.ts";

/**
 * Platform staff choose the enterprise; an enterprise member's goods always belong to their own
 * enterprise (the server fills it in), so they get no field.
 */
function useIsMember(): boolean {
  return useMe().enterpriseId !== null;
}

function GoodsFormContainer({
  id,
  initial,
  enterpriseName,
}: {
  id: number | null;
  initial: GoodsFormValues;
  enterpriseName: string | null;
}) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  const classes = useQuery(goodsClassesQueryOptions(trpc));
  const options = useMemo(() => classOptions(orderClasses(classes.data ?? [])), [classes.data]);
  const member = useIsMember();
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const create = useMutation(trpc.goods.create.mutationOptions());
  const update = useMutation(trpc.goods.update.mutationOptions());
  const toList = () => void navigate({ to: "/goods/list" });

  const submit = async (input: TGoodsFields): Promise<Record<string, string> | void> => {
    const data = member ? { ...input, enterpriseId: null } : input;
    try {
      if (id === null) await create.mutateAsync(data);
      else await update.mutateAsync({ id, data });
    } catch (error) {
      return serverFieldErrors(notifyFailure(error, t));
    }
    void queryClient.invalidateQueries({ queryKey: trpc.goods.pathKey() });
    notifySuccess(id === null ? t("goods.created") : t("goods.updated"));
    guard.release();
    toList();
  };

  return (
    <GoodsForm
      title={id === null ? t("goods.addTitle") : t("goods.editTitle")}
      initial={initial}
      classOptions={options}
      renderEnterprise={
        member
          ? undefined
          : (field) => (
              <EnterpriseSelect
                label={t("goods.enterprise")}
                withAsterisk
                value={field.value}
                onChange={field.onChange}
                error={field.error}
                selectedName={enterpriseName}
              />
            )
      }
      onSubmit={submit}
      onCancel={toList}
      onDirtyChange={setDirty}
      busy={create.isPending || update.isPending}
    />
  );
}

export function GoodsAddPage() {
  const { t } = useI18n();
  const initial = useMemo(() => emptyGoodsValues(), []);
  return (
    <PageCard title={t("goods.addTitle")} hint={t("goods.formHint")} testId="goods-add-page">
      <GoodsFormContainer id={null} initial={initial} enterpriseName={null} />
    </PageCard>
  );
}

export function GoodsEditPage({ id }: { id: number }) {
  const { t } = useI18n();
  const item = useSuspenseQuery(goodsQueryOptions(useTrpc(), id)).data;
  const initial = useMemo(() => valuesFromGoods(item), [item]);
  return (
    <PageCard
      title={`${t("goods.editTitle")}：${item.name}`}
      hint={t("goods.formHint")}
      testId="goods-edit-page"
      actions={<GoodsStatusBadge status={item.status} />}
    >
      <GoodsFormContainer id={id} initial={initial} enterpriseName={item.enterprise.name} />
    </PageCard>
  );
}
