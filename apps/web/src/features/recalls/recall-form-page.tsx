import { Alert, Button, Group, Stack } from "@mantine/core";
import type { TRecallFields, TRecallItem } from "@suyuan/contracts/recall/recall-resource";
import { IconLock } from "@tabler/icons-react";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { useEnterpriseScope } from "../../common/use-enterprise-scope.ts";
import { PageCard } from "../../common/page-card.tsx";
import { useUnsavedGuard } from "../../common/use-unsaved-guard.ts";
import { RecallCloseModal } from "./recall-close-modal.tsx";
import { RecallDetails } from "./recall-details.tsx";
import { RecallForm } from "./recall-form.tsx";
import { emptyRecallValues, valuesFromRecall, type RecallFormValues } from "./recall-form-values.ts";

export function RecallAddPage() {
  const { t } = useI18n();
  const initial = useMemo(() => emptyRecallValues(), []);
  return (
    <PageCard title={t("recall.addTitle")} hint={t("recall.formHint")} testId="recall-add-page">
      <RecallFormContainer id={null} initial={initial} title={t("recall.addTitle")} />
    </PageCard>
  );
}

/** An active recall opens in its form; a closed one is shown as it was, with only its close note editable. */
export function RecallEditPage({ id }: { id: number }) {
  const { t } = useI18n();
  const recall = useSuspenseQuery(useTrpc().recall.get.queryOptions({ id }, { staleTime: 0 })).data;
  const initial = useMemo(() => valuesFromRecall(recall), [recall]);
  if (recall.status === "closed") return <ClosedRecall recall={recall} />;
  return (
    <PageCard title={`${t("recall.editTitle")}：${recall.title}`} hint={t("recall.formHint")} testId="recall-edit-page">
      <RecallFormContainer
        id={id}
        initial={initial}
        title={t("recall.editTitle")}
        enterpriseName={recall.enterprise.name}
      />
    </PageCard>
  );
}

function ClosedRecall({ recall }: { recall: TRecallItem }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<TRecallItem | null>(null);
  return (
    <PageCard
      title={`${t("recall.viewTitle")}：${recall.title}`}
      testId="recall-closed-page"
      actions={
        <Group gap="xs">
          <Button variant="default" onClick={() => void navigate({ to: "/recall/list" })}>
            {t("common.back")}
          </Button>
          <Button onClick={() => setEditing(recall)}>{t("recall.editCloseNote")}</Button>
        </Group>
      }
    >
      <Stack gap="md">
        <Alert variant="light" color="gray" icon={<IconLock size={18} />}>
          {t("recall.closedReadonly")}
        </Alert>
        <RecallDetails recall={recall} />
      </Stack>
      <RecallCloseModal recall={editing} onClose={() => setEditing(null)} />
    </PageCard>
  );
}

function RecallFormContainer({
  id,
  initial,
  title,
  enterpriseName,
}: {
  id: number | null;
  initial: RecallFormValues;
  title: string;
  enterpriseName?: string;
}) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const scope = useEnterpriseScope();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const create = useMutation(trpc.recall.create.mutationOptions());
  const update = useMutation(trpc.recall.update.mutationOptions());
  const backToList = () => void navigate({ to: "/recall/list" });

  const submit = async (fields: TRecallFields): Promise<Record<string, string> | void> => {
    try {
      if (id === null) await create.mutateAsync(fields);
      else await update.mutateAsync({ id, data: fields });
    } catch (error) {
      const errors = serverFieldErrors(notifyFailure(error, t));
      // The form lists batches under "batches"; the contract names them batchIds.
      return errors.batchIds ? { ...errors, batches: errors.batchIds } : errors;
    }
    await queryClient.invalidateQueries({ queryKey: trpc.recall.pathKey() });
    notifySuccess(id === null ? t("recall.created") : t("recall.updated"));
    guard.release();
    backToList();
  };

  return (
    <RecallForm
      title={title}
      initial={initial}
      enterpriseName={enterpriseName ?? null}
      staff={scope.staff}
      ownEnterpriseId={scope.ownEnterpriseId}
      onSubmit={submit}
      onCancel={backToList}
      onDirtyChange={setDirty}
      busy={create.isPending || update.isPending}
    />
  );
}
