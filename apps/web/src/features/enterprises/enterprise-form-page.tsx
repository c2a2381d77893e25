import { Alert, Stack, Text } from "@mantine/core";
import type { TEnterpriseFields, TEnterpriseItem } from "@suyuan/contracts/enterprise/enterprise-resource";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useRef, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { PageCard } from "../common/page-card.tsx";
import { useUnsavedGuard } from "../common/use-unsaved-guard.ts";
import { EnterpriseForm } from "./enterprise-form.tsx";
import { emptyEnterpriseValues, identityChanged, valuesFromEnterprise } from "./enterprise-form-values.ts";
import { EnterpriseStatusBadge } from "./enterprise-labels.tsx";
import { enterpriseQueryOptions, myEnterpriseQueryOptions } from "./enterprise-search.ts";

/** Saves, then toasts and leaves (or stays, for the member's own profile). */
function useSave(save: (input: TEnterpriseFields) => Promise<unknown>, done: () => void) {
  const { t } = useI18n();
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const [busy, setBusy] = useState(false);
  const submit = async (input: TEnterpriseFields): Promise<Record<string, string> | void> => {
    setBusy(true);
    try {
      await save(input);
    } catch (error) {
      return serverFieldErrors(notifyFailure(error, t));
    } finally {
      setBusy(false);
    }
    guard.release();
    done();
  };
  return { submit, busy, setDirty };
}

export function EnterpriseAddPage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  const create = useMutation(trpc.enterprise.create.mutationOptions());
  const initial = useMemo(() => emptyEnterpriseValues(), []);
  const toList = () => void navigate({ to: "/enterprise/list" });
  const { submit, busy, setDirty } = useSave(
    (input) => create.mutateAsync(input),
    () => {
      void queryClient.invalidateQueries({ queryKey: trpc.enterprise.pathKey() });
      notifySuccess(t("enterprise.created"));
      toList();
    },
  );
  return (
    <PageCard title={t("enterprise.addTitle")} hint={t("enterprise.formHint")} testId="enterprise-add-page">
      <EnterpriseForm
        title={t("enterprise.addTitle")}
        initial={initial}
        onSubmit={submit}
        onCancel={toList}
        onDirtyChange={setDirty}
        busy={busy}
      />
    </PageCard>
  );
}

/** Staff editing any enterprise (/enterprise/update?id=). */
export function EnterpriseEditPage({ id }: { id: number }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  const item = useSuspenseQuery(enterpriseQueryOptions(trpc, id)).data;
  const update = useMutation(trpc.enterprise.update.mutationOptions());
  const initial = useMemo(() => valuesFromEnterprise(item), [item]);
  const toList = () => void navigate({ to: "/enterprise/list" });
  const { submit, busy, setDirty } = useSave(
    (data) => update.mutateAsync({ id, data }),
    () => {
      void queryClient.invalidateQueries({ queryKey: trpc.enterprise.pathKey() });
      notifySuccess(t("enterprise.updated"));
      toList();
    },
  );
  return (
    <PageCard
      title={`${t("enterprise.editTitle")}：${item.name}`}
      hint={t("enterprise.formHint")}
      testId="enterprise-edit-page"
      actions={<EnterpriseStatusBadge status={item.status} />}
    >
      <EnterpriseForm
        title={t("enterprise.editTitle")}
        initial={initial}
        onSubmit={submit}
        onCancel={toList}
        onDirtyChange={setDirty}
        busy={busy}
      />
    </PageCard>
  );
}

/** The signed-in member's own enterprise (/enterprise/update without id). */
export function MyEnterprisePage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const item = useSuspenseQuery(myEnterpriseQueryOptions(trpc)).data;
  return (
    <PageCard
      title={t("enterprise.mineTitle")}
      hint={t("enterprise.mineHint")}
      testId="enterprise-mine-page"
      actions={item ? <EnterpriseStatusBadge status={item.status} /> : undefined}
    >
      {item ? (
        <MyEnterpriseForm key={item.updatedAt.getTime()} item={item} />
      ) : (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} title={t("enterprise.mineNone")}>
          {t("enterprise.mineNoneHint")}
        </Alert>
      )}
    </PageCard>
  );
}

function MyEnterpriseForm({ item }: { item: TEnterpriseItem }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const updateMine = useMutation(trpc.enterprise.updateMine.mutationOptions());
  const initial = useMemo(() => valuesFromEnterprise(item), [item]);
  const resubmitted = useRef(false);
  const { submit, busy, setDirty } = useSave(
    async (input) => {
      await updateMine.mutateAsync(input);
      resubmitted.current = item.status !== "pending" && identityChanged(initial, input);
    },
    () => {
      notifySuccess(t(resubmitted.current ? "enterprise.mineResubmitted" : "enterprise.mineSaved"));
      // The reloaded record remounts this form (new baseline) and shows the new status.
      void queryClient.invalidateQueries({ queryKey: trpc.enterprise.pathKey() });
    },
  );
  return (
    <Stack gap="md">
      <MyStatusNotice item={item} />
      <EnterpriseForm
        title={t("enterprise.mineTitle")}
        initial={initial}
        onSubmit={submit}
        onDirtyChange={setDirty}
        busy={busy}
      />
    </Stack>
  );
}

function MyStatusNotice({ item }: { item: TEnterpriseItem }) {
  const { t } = useI18n();
  const color = item.status === "approved" ? "green" : item.status === "rejected" ? "red" : "orange";
  const title =
    item.status === "approved"
      ? t("enterprise.mineApproved")
      : item.status === "rejected"
        ? t("enterprise.mineRejected")
        : t("enterprise.minePending");
  return (
    <Alert color={color} variant="light" icon={<IconInfoCircle size={18} />} title={title} data-testid="my-status">
      <Stack gap={4}>
        {item.checkOpinion ? (
          <Text size="sm">
            {t("enterprise.checkOpinion")}：{item.checkOpinion}
          </Text>
        ) : null}
        {item.status !== "pending" ? (
          <Text size="sm" c="dimmed">
            {t("enterprise.identityHint")}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
