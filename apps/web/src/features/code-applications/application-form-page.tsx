import { Alert, NumberInput, SimpleGrid, Stack, Textarea } from "@mantine/core";
import {
  MAX_CODES_PER_APPLICATION,
  ZCodeApplicationFields,
  type TCodeApplicationFields,
} from "@suyuan/contracts/code-application/code-application-fields";
import type { TCodeApplicationDetail } from "@suyuan/contracts/code-application/code-application-operations";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { issuesByField, useFormState, type ValidationResult } from "../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { useEnterpriseScope } from "../../common/use-enterprise-scope.ts";
import { FormButtons } from "../../common/form-buttons.tsx";
import { FormSection } from "../../common/form-section.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { useUnsavedGuard } from "../../common/use-unsaved-guard.ts";
import { ApplicationStatusBadge } from "./application-labels.tsx";
import { ApplyChoiceSelect } from "./apply-choice-select.tsx";
import { applicationQueryOptions } from "./applications-search.ts";

type Values = {
  enterpriseId: string | null;
  goodsId: string | null;
  /** NumberInput's value: a number, or "" when blank. */
  quantity: number | string;
  reason: string;
};

const empty: Values = { enterpriseId: null, goodsId: null, quantity: "", reason: "" };

function valuesOf(item: TCodeApplicationDetail): Values {
  return {
    enterpriseId: String(item.enterprise.id),
    goodsId: String(item.goods.id),
    quantity: item.quantity,
    reason: item.reason ?? "",
  };
}

/**
 * The contract's rules over the form's values (the server applies the same ones); platform staff
 * must also name the enterprise (members apply for their own, which the server fills in).
 */
function checkFor(staff: boolean) {
  return (values: Values): ValidationResult<TCodeApplicationFields> => {
    const result = ZCodeApplicationFields.safeParse({
      enterpriseId: values.enterpriseId ? Number(values.enterpriseId) : null,
      goodsId: values.goodsId ? Number(values.goodsId) : undefined,
      quantity: values.quantity === "" ? undefined : Number(values.quantity),
      reason: values.reason,
    });
    const errors = result.success ? {} : issuesByField(result.error.issues);
    if (staff && !values.enterpriseId) errors.enterpriseId = "validation.required";
    return result.success && Object.keys(errors).length === 0 ? { ok: true, data: result.data } : { ok: false, errors };
  };
}

function ApplicationForm({
  id,
  initial,
  names,
}: {
  id: number | null;
  initial: Values;
  names: { enterprise: string | null; goods: string | null };
}) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  const { staff } = useEnterpriseScope();
  const check = useMemo(() => checkFor(staff), [staff]);
  const form = useFormState<Values, TCodeApplicationFields>(initial, check);
  const guard = useUnsavedGuard(form.dirty);
  const create = useMutation(trpc.codeApplication.create.mutationOptions());
  const update = useMutation(trpc.codeApplication.update.mutationOptions());
  const [goodsName, setGoodsName] = useState(names.goods);
  const toList = () => void navigate({ to: "/apply/list" });
  const error = (name: keyof Values) => (form.errors[name] ? ts(form.errors[name]) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const output = form.validate();
    if (!output) return;
    const data = staff ? output : { ...output, enterpriseId: null };
    try {
      if (id === null) {
        const created = await create.mutateAsync(data);
        guard.release();
        notifySuccess(t("apply.created"));
        void queryClient.invalidateQueries({ queryKey: trpc.codeApplication.pathKey() });
        void navigate({ to: "/apply/view", search: { id: created.id } });
        return;
      }
      await update.mutateAsync({ id, data });
    } catch (failure) {
      form.setErrors(serverFieldErrors(notifyFailure(failure, t)));
      return;
    }
    guard.release();
    notifySuccess(t("apply.updated"));
    void queryClient.invalidateQueries({ queryKey: trpc.codeApplication.pathKey() });
    toList();
  };

  const enterpriseId = staff ? (form.values.enterpriseId ? Number(form.values.enterpriseId) : null) : undefined;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={id === null ? t("apply.addTitle") : t("apply.editTitle")}
    >
      <Stack gap="lg">
        <FormSection title={t("apply.sectionBasic")}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {staff ? (
              <ApplyChoiceSelect
                kind="enterprise"
                label={t("apply.enterprise")}
                withAsterisk
                value={form.values.enterpriseId}
                selectedName={names.enterprise}
                onChange={(value) => {
                  form.setValue("enterpriseId", value);
                  // Goods belong to one enterprise: a new enterprise means choosing the goods again.
                  form.setValue("goodsId", null);
                  setGoodsName(null);
                }}
                error={error("enterpriseId")}
              />
            ) : null}
            <ApplyChoiceSelect
              key={`goods-${enterpriseId ?? "own"}`}
              kind="goods"
              enterpriseId={enterpriseId}
              label={t("apply.goods")}
              description={staff && enterpriseId === null ? t("apply.goodsNeedEnterprise") : t("apply.goodsHint")}
              withAsterisk
              disabled={staff && enterpriseId === null}
              value={form.values.goodsId}
              selectedName={goodsName}
              onChange={(value, label) => {
                form.setValue("goodsId", value);
                setGoodsName(label);
              }}
              error={error("goodsId")}
            />
            <NumberInput
              label={t("apply.quantity")}
              description={t("apply.quantityHint")}
              withAsterisk
              min={1}
              max={MAX_CODES_PER_APPLICATION}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              value={form.values.quantity}
              onChange={(value) => form.setValue("quantity", value)}
              onBlur={() => form.validateField("quantity")}
              error={error("quantity")}
            />
          </SimpleGrid>
          <Textarea
            mt="md"
            label={t("apply.reason")}
            placeholder={t("apply.reasonPlaceholder")}
            withAsterisk
            autosize
            minRows={3}
            maxLength={500}
            value={form.values.reason}
            onChange={(event) => form.setValue("reason", event.currentTarget.value)}
            onBlur={() => form.validateField("reason")}
            error={error("reason")}
          />
        </FormSection>
        <FormButtons onCancel={toList} busy={create.isPending || update.isPending} />
      </Stack>
    </form>
  );
}

export function ApplicationAddPage() {
  const { t } = useI18n();
  return (
    <PageCard title={t("apply.addTitle")} hint={t("apply.formHint")} testId="application-add-page">
      <ApplicationForm id={null} initial={empty} names={{ enterprise: null, goods: null }} />
    </PageCard>
  );
}

export function ApplicationEditPage({ id }: { id: number }) {
  const { t } = useI18n();
  const item = useSuspenseQuery(applicationQueryOptions(useTrpc(), id)).data;
  const initial = useMemo(() => valuesOf(item), [item]);
  const pending = item.status === "pending";
  return (
    <PageCard
      title={`${t("apply.editTitle")}：#${item.id}`}
      hint={t("apply.formHint")}
      testId="application-edit-page"
      actions={<ApplicationStatusBadge status={item.status} />}
    >
      {pending ? (
        <ApplicationForm
          id={id}
          initial={initial}
          names={{ enterprise: item.enterprise.name, goods: item.goods.name }}
        />
      ) : (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
          {t("apply.onlyPendingEditable")}
        </Alert>
      )}
    </PageCard>
  );
}
