import { Alert, Stack, Text } from "@mantine/core";
import { enterpriseResource, type TEnterpriseFields } from "@suyuan/contracts/enterprise/enterprise-resource";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { ResourceForm } from "../../kit/resource-form.tsx";
import { valuesFromItem, type ResourceFormValues } from "../../kit/resource-form-values.ts";
import { ResourceValue } from "../../kit/resource-format.tsx";
import type { ResourceRow } from "../../kit/resource-search.ts";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { PageCard } from "../../common/page-card.tsx";
import { useUnsavedGuard } from "../../common/use-unsaved-guard.ts";
import { myEnterpriseQueryOptions } from "./my-enterprise-query.ts";

const enterprise = enterpriseResource;

/** True when the change sends an examined enterprise back to examination (name or credit code). */
function identityChanged(before: ResourceFormValues, after: TEnterpriseFields): boolean {
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  return text(before.name) !== after.name || text(before.creditCode).toUpperCase() !== after.creditCode;
}

/**
 * The signed-in member's own enterprise (/enterprise/update without id): the kit's enterprise
 * form, saved through `updateMine`, beside the examination state and opinion. The page stays.
 */
export function MyEnterprisePage() {
  const { t } = useI18n();
  const item = useSuspenseQuery(myEnterpriseQueryOptions(useTrpc())).data;
  return (
    <PageCard
      title={t("enterprise.mineTitle")}
      hint={t("enterprise.mineHint")}
      testId="enterprise-mine-page"
      actions={item ? <ResourceValue definition={enterprise} name="status" row={item} /> : undefined}
    >
      {item ? (
        // The reloaded record after a save remounts the form (new baseline, new state).
        <MyEnterpriseForm key={item.updatedAt.getTime()} item={item} />
      ) : (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} title={t("enterprise.mineNone")}>
          {t("enterprise.mineNoneHint")}
        </Alert>
      )}
    </PageCard>
  );
}

function MyEnterpriseForm({ item }: { item: ResourceRow }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const updateMine = useMutation(trpc.enterprise.updateMine.mutationOptions());
  const initial = useMemo(() => valuesFromItem(enterprise, item), [item]);
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);

  const submit = async (fields: Record<string, unknown>): Promise<Record<string, string> | void> => {
    // The kit form's output is the definition's fields, checked by its schema.
    const input = fields as TEnterpriseFields;
    try {
      await updateMine.mutateAsync(input);
    } catch (error) {
      return serverFieldErrors(notifyFailure(error, t));
    }
    const resubmitted = item.status !== "pending" && identityChanged(initial, input);
    guard.release();
    notifySuccess(t(resubmitted ? "enterprise.mineResubmitted" : "enterprise.mineSaved"));
    await queryClient.invalidateQueries({ queryKey: trpc.enterprise.pathKey() });
  };

  return (
    <Stack gap="md">
      <MyStatusNotice item={item} />
      <ResourceForm
        definition={enterprise}
        title={t("enterprise.mineTitle")}
        initial={initial}
        onSubmit={submit}
        onDirtyChange={setDirty}
        busy={updateMine.isPending}
      />
    </Stack>
  );
}

function MyStatusNotice({ item }: { item: ResourceRow }) {
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
        {typeof item.checkOpinion === "string" && item.checkOpinion ? (
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
