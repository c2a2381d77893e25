import {
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconDeviceFloppy, IconInfoCircle } from "@tabler/icons-react";
import { DEFAULT_NEW_ROLE_PERMS } from "@suyuan/contracts/role/create-role";
import { ZRoleFields, type TRoleFields, type TRoleItem } from "@suyuan/contracts/role/role-fields";
import { useMutation, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useMemo, type FormEvent, type ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { issuesByField, useFormState, type ValidationResult } from "../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { TreeChecks } from "../../permissions/permission-tree.ts";
import { LoadError } from "../common/load-error.tsx";
import { PageCard } from "../common/page-card.tsx";
import { useUnsavedGuard } from "../common/use-unsaved-guard.ts";
import { PermissionCheckTree } from "./permission-check-tree.tsx";
import { permissionTreeQueryOptions, roleQueryOptions } from "./roles-search.ts";

type Values = {
  name: string;
  priority: number | string;
  description: string;
  allPerms: boolean;
  /** Checked node ids, sorted (so "unchanged" compares by value). */
  checked: number[];
};

export function RoleAddPage() {
  const { t } = useI18n();
  return (
    <PageCard title={t("role.addTitle")} testId="role-add-page">
      <RoleFormContainer role={null} />
    </PageCard>
  );
}

export function RoleEditPage({ id }: { id: number }) {
  const { t } = useI18n();
  const role = useSuspenseQuery(roleQueryOptions(useTrpc(), id)).data;
  return (
    <PageCard title={`${t("role.editTitle")}：${role.name}`} testId="role-edit-page">
      <RoleFormContainer role={role} />
    </PageCard>
  );
}

function RoleFormContainer({ role }: { role: TRoleItem | null }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const tree = useQuery(permissionTreeQueryOptions(trpc));
  const checks = useMemo(() => (tree.data ? new TreeChecks(tree.data) : null), [tree.data]);
  if (tree.isError) {
    // Spec section 8: a tree that cannot be loaded says 角色查询失败; without it a save would drop perms.
    return <LoadError message={t("role.treeLoadFailed")} onRetry={() => void tree.refetch()} />;
  }
  if (!checks) {
    return (
      <Stack gap="sm" aria-busy>
        <Skeleton h={36} />
        <Skeleton h={36} />
        <Skeleton h={220} />
      </Stack>
    );
  }
  return <RoleForm role={role} checks={checks} />;
}

function RoleForm({ role, checks }: { role: TRoleItem | null; checks: TreeChecks }) {
  const { t, ts, locale } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  const initial = useMemo<Values>(
    () => ({
      name: role?.name ?? "",
      priority: role?.priority ?? 10,
      description: role?.description ?? "",
      allPerms: role?.allPerms ?? false,
      checked: [...checks.fromPerms(role ? role.perms : DEFAULT_NEW_ROLE_PERMS)].sort((a, b) => a - b),
    }),
    // The form starts once; a refetched tree must not reset what the user is doing.
    [],
  );
  const check = useCallback(
    (values: Values): ValidationResult<TRoleFields> => {
      const result = ZRoleFields.safeParse({
        name: values.name,
        priority: typeof values.priority === "number" ? values.priority : Number.NaN,
        description: values.description,
        allPerms: values.allPerms,
        perms: checks.perms(new Set(values.checked)),
      });
      return result.success
        ? { ok: true, data: result.data }
        : { ok: false, errors: issuesByField(result.error.issues) };
    },
    [checks],
  );
  const form = useFormState<Values, TRoleFields>(initial, check);
  const guard = useUnsavedGuard(form.dirty);
  const create = useMutation(trpc.role.create.mutationOptions());
  const update = useMutation(trpc.role.update.mutationOptions());
  const checkedSet = useMemo(() => new Set(form.values.checked), [form.values.checked]);
  const permCount = useMemo(
    () => checks.perms(checkedSet).filter((key) => !key.startsWith("group:")).length,
    [checks, checkedSet],
  );

  const setChecked = useCallback(
    (next: Set<number>) =>
      form.setValue(
        "checked",
        [...next].sort((a, b) => a - b),
      ),
    [form],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    try {
      if (role) await update.mutateAsync({ id: role.id, data: input });
      else await create.mutateAsync(input);
    } catch (error) {
      form.setErrors(serverFieldErrors(notifyFailure(error, t)));
      return;
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.role.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.lookup.roles.pathKey() }),
      // Editing one's own role changes one's own menu.
      queryClient.invalidateQueries({ queryKey: trpc.permission.findMenu.pathKey() }),
    ]);
    notifySuccess(role ? t("role.updated") : t("role.created"));
    guard.release();
    void navigate({ to: "/role/list" });
  };

  const error = (name: keyof Values | "perms") => (form.errors[name] ? ts(form.errors[name]) : undefined);

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={role ? t("role.editTitle") : t("role.addTitle")}
    >
      <Stack gap="lg">
        <Section title={t("user.sectionProfile")}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput
              label={t("role.name")}
              withAsterisk
              value={form.values.name}
              onChange={(event) => form.setValue("name", event.currentTarget.value)}
              onBlur={() => form.validateField("name")}
              error={error("name")}
              data-autofocus
            />
            <NumberInput
              label={t("role.priority")}
              description={t("role.priorityHint")}
              min={0}
              max={9999}
              allowDecimal={false}
              allowNegative={false}
              value={form.values.priority}
              onChange={(value) => form.setValue("priority", value)}
              error={error("priority")}
            />
          </SimpleGrid>
          <Textarea
            mt="md"
            label={t("role.description")}
            autosize
            minRows={2}
            maxRows={5}
            value={form.values.description}
            onChange={(event) => form.setValue("description", event.currentTarget.value)}
            onBlur={() => form.validateField("description")}
            error={error("description")}
          />
        </Section>

        <Section
          title={t("role.perms")}
          extra={
            form.values.allPerms ? (
              <Badge color="orange" variant="light">
                {t("role.allPermsBadge")}
              </Badge>
            ) : (
              <Badge variant="light">{t("role.checkedCount", { count: permCount })}</Badge>
            )
          }
        >
          <Stack gap="md">
            <Switch
              label={t("role.allPerms")}
              description={t("role.allPermsHint")}
              checked={form.values.allPerms}
              onChange={(event) => form.setValue("allPerms", event.currentTarget.checked)}
            />
            <Group justify="space-between" gap="xs">
              <Group gap={6}>
                <IconInfoCircle size={16} color="var(--mantine-color-dimmed)" />
                <Text size="xs" c="dimmed">
                  {t("role.permsHint")}
                </Text>
              </Group>
              <Group gap="xs">
                <Button
                  size="compact-xs"
                  variant="subtle"
                  disabled={form.values.allPerms}
                  onClick={() => setChecked(checks.all())}
                >
                  {t("role.checkAll")}
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  disabled={form.values.allPerms}
                  onClick={() => setChecked(new Set())}
                >
                  {t("role.uncheckAll")}
                </Button>
              </Group>
            </Group>
            {error("perms") ? (
              <Alert color="red" variant="light">
                {error("perms")}
              </Alert>
            ) : null}
            <PermissionCheckTree
              checks={checks}
              checked={checkedSet}
              onChange={setChecked}
              disabled={form.values.allPerms}
              locale={locale}
            />
          </Stack>
        </Section>

        <Divider />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => void navigate({ to: "/role/list" })}>
            {t("common.cancel")}
          </Button>
          <Button
            type="submit"
            loading={create.isPending || update.isPending}
            leftSection={<IconDeviceFloppy size={16} />}
          >
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" style={{ borderColor: "var(--mantine-color-gray-2)" }}>
      <Group justify="space-between" mb="md">
        <Title order={3} fz="sm" fw={600} c="gray.8">
          {title}
        </Title>
        {extra}
      </Group>
      {children}
    </Paper>
  );
}
