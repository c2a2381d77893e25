import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { ZSaveSiteInput, type TSiteItem } from "@suyuan/contracts/site/site-operations";
import type { FormEvent } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { UiKey } from "../../../i18n/ui-messages-zh.ts";
import { notifyFailure, serverFieldErrors } from "../../../lib/failure.ts";
import { issuesByField, useFormState, type ValidationResult } from "../../../lib/use-form-state.ts";

/** What the site form sends (the origin's field names; checked here and by the server with one schema). */
export type SiteFormValues = {
  siteName: string;
  shortName: string;
  domain: string;
  domainAliases: string;
  accessPath: string;
  masterSite: boolean;
  language: "zh_CN" | "en_US";
  tplSolution: string;
  staticIndex: boolean;
  staticDir: string;
  pageSuffix: string;
  status: "open" | "closed";
};

export function siteFormValues(site: TSiteItem | null): SiteFormValues {
  return {
    siteName: site?.siteName ?? "",
    shortName: site?.shortName ?? "",
    domain: site?.domain ?? "",
    domainAliases: site?.domainAliases.join("\n") ?? "",
    accessPath: site?.accessPath ?? "",
    masterSite: site?.masterSite ?? false,
    language: site?.language === "en_US" ? "en_US" : "zh_CN",
    tplSolution: site?.tplSolution ?? "default",
    staticIndex: site?.staticIndex ?? false,
    staticDir: site?.staticDir ?? "",
    pageSuffix: site?.pageSuffix ?? ".html",
    status: site?.status ?? "open",
  };
}

/** Checks the values with the site's contract schema; the form hands on its values as they are. */
function checkSite(values: SiteFormValues): ValidationResult<SiteFormValues> {
  const result = ZSaveSiteInput.safeParse({ ...siteInput(values), masterSite: values.masterSite });
  return result.success ? { ok: true, data: values } : { ok: false, errors: issuesByField(result.error.issues) };
}

/**
 * The fields of a site, for the site dialog (with the master flag) and the current site's settings
 * page (without it). `onSubmit` throws the server's refusal; its field messages show beside the fields.
 */
export function SiteFieldsForm({
  initial,
  withMaster,
  onSubmit,
  onCancel,
  submitting,
}: {
  initial: SiteFormValues;
  withMaster: boolean;
  onSubmit: (values: SiteFormValues) => Promise<void>;
  onCancel?: () => void;
  submitting: boolean;
}) {
  const { t, ts } = useI18n();
  const form = useFormState(initial, checkSite);
  const { values } = form;
  const set = form.setValue;
  const error = (key: keyof SiteFormValues) => (form.errors[key] ? ts(form.errors[key]) : undefined);
  const input = (
    key: "siteName" | "shortName" | "domain" | "accessPath" | "tplSolution" | "staticDir" | "pageSuffix",
    label: UiKey,
  ) => ({
    label: t(label),
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value),
    error: error(key),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate();
    if (!checked) return;
    try {
      await onSubmit(checked);
    } catch (failure) {
      form.setErrors(serverFieldErrors(notifyFailure(failure, t)));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...input("siteName", "site.siteName")} withAsterisk maxLength={100} data-autofocus />
          <TextInput {...input("shortName", "site.shortName")} maxLength={50} />
          <TextInput {...input("domain", "site.domain")} placeholder="www.example.gov.cn" />
          <TextInput {...input("accessPath", "site.accessPath")} description={t("site.accessPathHint")} />
        </SimpleGrid>
        <Textarea
          label={t("site.domainAliases")}
          description={t("site.domainAliasesHint")}
          autosize
          minRows={2}
          value={values.domainAliases}
          onChange={(event) => set("domainAliases", event.currentTarget.value)}
          error={error("domainAliases")}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t("site.language")}
            data={[
              { value: "zh_CN", label: "中文" },
              { value: "en_US", label: "English" },
            ]}
            value={values.language}
            onChange={(value) => set("language", value === "en_US" ? "en_US" : "zh_CN")}
            allowDeselect={false}
          />
          <TextInput {...input("tplSolution", "site.tplSolution")} />
          <Select
            label={t("site.status")}
            data={[
              { value: "open", label: t("site.open") },
              { value: "closed", label: t("site.closed") },
            ]}
            value={values.status}
            onChange={(value) => set("status", value === "closed" ? "closed" : "open")}
            allowDeselect={false}
          />
          <TextInput {...input("staticDir", "site.staticDir")} />
          <TextInput {...input("pageSuffix", "site.pageSuffix")} />
          <Switch
            mt={30}
            label={t("site.staticIndex")}
            checked={values.staticIndex}
            onChange={(event) => set("staticIndex", event.currentTarget.checked)}
          />
        </SimpleGrid>
        {withMaster ? (
          <Checkbox
            label={t("site.masterSite")}
            description={t("site.masterHint")}
            checked={values.masterSite}
            onChange={(event) => set("masterSite", event.currentTarget.checked)}
            error={error("masterSite")}
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t("site.cancel")}
            </Button>
          ) : null}
          <Button type="submit" loading={submitting}>
            {t("site.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The form's values as the procedures take them (blank texts are absent values). */
export function siteInput(values: SiteFormValues) {
  return {
    siteName: values.siteName,
    shortName: values.shortName || null,
    domain: values.domain || null,
    domainAliases: values.domainAliases,
    accessPath: values.accessPath || null,
    language: values.language,
    tplSolution: values.tplSolution,
    staticIndex: values.staticIndex,
    staticDir: values.staticDir || null,
    pageSuffix: values.pageSuffix,
    status: values.status,
  };
}
