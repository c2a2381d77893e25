import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { ZSiteCompanyFields, type TSiteCompanyFields } from "@suyuan/contracts/site/site-operations";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { UiKey } from "../../../i18n/ui-messages-zh.ts";
import { notifyFailure, serverFieldErrors } from "../../../lib/failure.ts";
import { notifySuccess } from "../../../lib/notify.ts";
import { checkWith, useFormState } from "../../../lib/use-form-state.ts";
import { useTrpc } from "../../../lib/use-trpc.ts";
import { QueryLoadError } from "../../../common/load-error.tsx";
import { PageCard } from "../../../common/page-card.tsx";

type Values = Record<keyof TSiteCompanyFields, string>;

const CHECK = checkWith(ZSiteCompanyFields);

/** 组织信息: the organisation behind the current site (site_config/company_*). */
export function SiteCompanyPage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const company = useQuery(trpc.site.getCompany.queryOptions());
  return (
    <PageCard title={t("site.companyTitle")} hint={t("site.companyHint")} testId="site-company-page">
      {company.isError ? <QueryLoadError query={company} /> : null}
      {company.data ? (
        <CompanyForm
          key={company.data.siteId}
          initial={{
            name: company.data.name ?? "",
            address: company.data.address ?? "",
            phone: company.data.phone ?? "",
            contact: company.data.contact ?? "",
            icp: company.data.icp ?? "",
            description: company.data.description ?? "",
          }}
        />
      ) : null}
    </PageCard>
  );
}

function CompanyForm({ initial }: { initial: Values }) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const update = useMutation(trpc.site.updateCompany.mutationOptions());
  const { values, errors, setValue, setErrors, validate } = useFormState(initial, CHECK);
  const errorOf = (key: keyof Values) => (errors[key] ? ts(errors[key]) : undefined);
  const field = (key: Exclude<keyof Values, "description">, label: UiKey) => ({
    label: t(label),
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) => setValue(key, event.currentTarget.value),
    error: errorOf(key),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = validate();
    if (!data) return;
    try {
      await update.mutateAsync(data);
      notifySuccess(t("site.saved"));
    } catch (error) {
      setErrors(serverFieldErrors(notifyFailure(error, t)));
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md" maw={760}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...field("name", "site.companyName")} maxLength={100} />
          <TextInput {...field("icp", "site.icp")} maxLength={50} />
          <TextInput {...field("contact", "site.contact")} maxLength={50} />
          <TextInput {...field("phone", "site.phone")} maxLength={50} />
        </SimpleGrid>
        <TextInput {...field("address", "site.address")} maxLength={200} />
        <Textarea
          label={t("site.description")}
          autosize
          minRows={3}
          maxLength={2000}
          value={values.description}
          onChange={(event) => setValue("description", event.currentTarget.value)}
          error={errorOf("description")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t("site.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
