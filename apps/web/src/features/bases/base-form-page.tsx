import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import type { TBaseFields } from "@suyuan/contracts/base/base-fields";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { PageCard } from "../common/page-card.tsx";
import { useUnsavedGuard } from "../common/use-unsaved-guard.ts";
import { BaseForm } from "./base-form.tsx";
import { emptyBaseValues, valuesFromBase, type BaseFormValues } from "./base-form-values.ts";
import { baseQueryOptions } from "./bases-search.ts";

export function BaseAddPage() {
  const { t } = useI18n();
  const initial = useMemo(() => emptyBaseValues(), []);
  return (
    <PageCard title={t("base.addTitle")} hint={t("base.formHint")} testId="base-add-page">
      <BaseFormContainer id={null} initial={initial} title={t("base.addTitle")} />
    </PageCard>
  );
}

export function BaseEditPage({ id }: { id: number }) {
  const { t } = useI18n();
  const base = useSuspenseQuery(baseQueryOptions(useTrpc(), id)).data;
  const initial = useMemo(() => valuesFromBase(base), [base]);
  return (
    <PageCard title={`${t("base.editTitle")}：${base.name}`} hint={t("base.formHint")} testId="base-edit-page">
      <BaseFormContainer id={id} initial={initial} title={t("base.editTitle")} enterpriseName={base.enterprise?.name} />
    </PageCard>
  );
}

function BaseFormContainer({
  id,
  initial,
  title,
  enterpriseName,
}: {
  id: number | null;
  initial: BaseFormValues;
  title: string;
  enterpriseName?: string;
}) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const create = useMutation(trpc.base.create.mutationOptions());
  const update = useMutation(trpc.base.update.mutationOptions());
  const backToList = () => void navigate({ to: "/base/list" });

  const submit = async (fields: TBaseFields): Promise<Record<string, string> | void> => {
    try {
      if (id === null) await create.mutateAsync(fields);
      else await update.mutateAsync({ id, data: fields });
    } catch (error) {
      return serverFieldErrors(notifyFailure(error, t));
    }
    await queryClient.invalidateQueries({ queryKey: trpc.base.pathKey() });
    notifySuccess(id === null ? t("base.created") : t("base.updated"));
    guard.release();
    backToList();
  };

  return (
    <BaseForm
      title={title}
      initial={initial}
      enterpriseName={enterpriseName}
      onSubmit={submit}
      onCancel={backToList}
      onDirtyChange={setDirty}
      busy={create.isPending || update.isPending}
    />
  );
}
