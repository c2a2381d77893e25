import type { TBatchFields } from "@suyuan/contracts/batch/batch-fields";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { PageCard } from "../common/page-card.tsx";
import { useUnsavedGuard } from "../common/use-unsaved-guard.ts";
import { BatchForm } from "./batch-form.tsx";
import {
  emptyBatchValues,
  namesFromBatch,
  valuesFromBatch,
  type BatchFormNames,
  type BatchFormValues,
} from "./batch-form-values.ts";
import { batchQueryOptions } from "./batches-search.ts";
import { useEnterpriseScope } from "./use-enterprise-scope.ts";

export function BatchAddPage() {
  const { t } = useI18n();
  const initial = useMemo(() => emptyBatchValues(), []);
  return (
    <PageCard title={t("batch.addTitle")} hint={t("batch.formHint")} testId="batch-add-page">
      <BatchFormContainer id={null} initial={initial} names={{}} title={t("batch.addTitle")} />
    </PageCard>
  );
}

export function BatchEditPage({ id }: { id: number }) {
  const { t } = useI18n();
  const batch = useSuspenseQuery(batchQueryOptions(useTrpc(), id)).data;
  const initial = useMemo(() => valuesFromBatch(batch), [batch]);
  const names = useMemo(() => namesFromBatch(batch), [batch]);
  return (
    <PageCard title={`${t("batch.editTitle")}：${batch.batchNo}`} hint={t("batch.formHint")} testId="batch-edit-page">
      <BatchFormContainer id={id} initial={initial} names={names} title={t("batch.editTitle")} />
    </PageCard>
  );
}

function BatchFormContainer({
  id,
  initial,
  names,
  title,
}: {
  id: number | null;
  initial: BatchFormValues;
  names: BatchFormNames;
  title: string;
}) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const scope = useEnterpriseScope();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const create = useMutation(trpc.batch.create.mutationOptions());
  const update = useMutation(trpc.batch.update.mutationOptions());
  const backToList = () => void navigate({ to: "/batch/list" });

  const submit = async (fields: TBatchFields): Promise<Record<string, string> | void> => {
    try {
      if (id === null) await create.mutateAsync(fields);
      else await update.mutateAsync({ id, data: fields });
    } catch (error) {
      return serverFieldErrors(notifyFailure(error, t));
    }
    await queryClient.invalidateQueries({ queryKey: trpc.batch.pathKey() });
    notifySuccess(id === null ? t("batch.created") : t("batch.updated"));
    guard.release();
    backToList();
  };

  return (
    <BatchForm
      title={title}
      initial={initial}
      names={names}
      staff={scope.staff}
      ownEnterpriseId={scope.ownEnterpriseId}
      onSubmit={submit}
      onCancel={backToList}
      onDirtyChange={setDirty}
      busy={create.isPending || update.isPending}
    />
  );
}
