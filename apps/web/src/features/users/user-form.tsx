import {
  Button,
  Divider,
  Group,
  MultiSelect,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useEffect, useMemo, type FormEvent, type ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useFormState } from "../../lib/use-form-state.ts";
import { checkUserForm, type UserFormMode, type UserFormOutput, type UserFormValues } from "./user-form-values.ts";

export type SelectOption = { value: string; label: string };

export type UserFormProps = {
  mode: UserFormMode;
  initial: UserFormValues;
  roleOptions: SelectOption[];
  siteOptions: SelectOption[];
  /** The enterprise field (a server-searched select in the app, anything in tests). */
  renderEnterprise: (field: {
    value: string | null;
    onChange: (value: string | null) => void;
    error?: string;
  }) => ReactNode;
  /** Resolves with the server's field errors (already translated) when it refused, else nothing. */
  onSubmit: (output: UserFormOutput) => Promise<Record<string, string> | void>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  busy?: boolean;
};

export function UserForm({
  mode,
  initial,
  roleOptions,
  siteOptions,
  renderEnterprise,
  onSubmit,
  onCancel,
  onDirtyChange,
  busy,
}: UserFormProps) {
  const { t, ts } = useI18n();
  const check = useMemo(() => checkUserForm(mode), [mode]);
  const form = useFormState<UserFormValues, UserFormOutput>(initial, check);

  useEffect(() => onDirtyChange?.(form.dirty), [form.dirty, onDirtyChange]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const output = form.validate();
    if (!output) return;
    const serverErrors = await onSubmit(output);
    if (serverErrors) form.setErrors(serverErrors);
  };

  const error = (name: keyof UserFormValues) => {
    const message = form.errors[name];
    return message ? ts(message) : undefined;
  };
  const blurCheck = (name: keyof UserFormValues) => () => form.validateField(name);

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={mode === "add" ? t("user.addTitle") : t("user.editTitle")}
    >
      <Stack gap="lg">
        <Section title={t("user.sectionAccount")}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput
              label={t("user.username")}
              withAsterisk={mode === "add"}
              disabled={mode === "edit"}
              autoComplete="off"
              value={form.values.username}
              onChange={(event) => form.setValue("username", event.currentTarget.value)}
              onBlur={mode === "add" ? blurCheck("username") : undefined}
              error={error("username")}
              data-autofocus
            />
            <div />
            {mode === "add" ? (
              <>
                <PasswordInput
                  label={t("user.password")}
                  placeholder={t("user.passwordPlaceholder")}
                  withAsterisk
                  autoComplete="new-password"
                  value={form.values.password}
                  onChange={(event) => form.setValue("password", event.currentTarget.value)}
                  onBlur={() => form.values.password !== "" && form.validateField("password")}
                  error={error("password")}
                />
                <PasswordInput
                  label={t("user.password2")}
                  placeholder={t("user.password2Placeholder")}
                  withAsterisk
                  autoComplete="new-password"
                  value={form.values.password2}
                  onChange={(event) => form.setValue("password2", event.currentTarget.value)}
                  onBlur={() => form.values.password2 !== "" && form.validateField("password2")}
                  error={error("password2")}
                />
              </>
            ) : null}
          </SimpleGrid>
        </Section>

        <Section title={t("user.sectionProfile")}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput
              label={t("user.realName")}
              value={form.values.realName}
              onChange={(event) => form.setValue("realName", event.currentTarget.value)}
              onBlur={blurCheck("realName")}
              error={error("realName")}
            />
            <TextInput
              label={t("user.mobile")}
              inputMode="numeric"
              value={form.values.mobile}
              onChange={(event) => form.setValue("mobile", event.currentTarget.value)}
              onBlur={blurCheck("mobile")}
              error={error("mobile")}
            />
            <TextInput
              label={t("user.email")}
              type="email"
              value={form.values.email}
              onChange={(event) => form.setValue("email", event.currentTarget.value)}
              onBlur={blurCheck("email")}
              error={error("email")}
            />
          </SimpleGrid>
        </Section>

        <Section title={t("user.sectionAccess")}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <MultiSelect
              label={t("user.roles")}
              withAsterisk
              data={roleOptions}
              value={form.values.roleIds}
              onChange={(value) => form.setValue("roleIds", value)}
              error={error("roleIds")}
              placeholder={form.values.roleIds.length === 0 ? t("common.selectPlaceholder") : undefined}
              searchable
              clearable
              hidePickedOptions
            />
            <MultiSelect
              label={t("user.sites")}
              withAsterisk
              data={siteOptions}
              value={form.values.siteIds}
              onChange={(value) => form.setValue("siteIds", value)}
              error={error("siteIds")}
              placeholder={form.values.siteIds.length === 0 ? t("common.selectPlaceholder") : undefined}
              searchable
              clearable
              hidePickedOptions
            />
            {renderEnterprise({
              value: form.values.enterpriseId,
              onChange: (value) => form.setValue("enterpriseId", value),
              error: error("enterpriseId"),
            })}
            <Switch
              mt={{ base: 0, md: 28 }}
              label={t("user.enabledLabel")}
              description={t("user.enabledHint")}
              checked={form.values.enabled}
              onChange={(event) => form.setValue("enabled", event.currentTarget.checked)}
            />
          </SimpleGrid>
        </Section>

        <Divider />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={busy} leftSection={<IconDeviceFloppy size={16} />}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" style={{ borderColor: "var(--mantine-color-gray-2)" }}>
      <Title order={3} fz="sm" fw={600} mb="md" c="gray.8">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function RequiredHint() {
  const { t } = useI18n();
  return (
    <Text size="xs" c="dimmed">
      {t("user.formHint")}
    </Text>
  );
}
