import {
  Button,
  Divider,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  TagsInput,
  TextInput,
} from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import {
  ZPermissionNodeFields,
  type TPermissionNode,
  type TPermissionNodeFields,
} from "@suyuan/contracts/permission/permission-node";
import { useMutation, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useMemo, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { issuesByField, useFormState, type ValidationResult } from "../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { descendantIds, flattenTree, nestNodes } from "../../permissions/permission-tree.ts";
import { LoadError } from "../../common/load-error.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { useUnsavedGuard } from "../../common/use-unsaved-guard.ts";
import { nodeLabel } from "../../common/permission-check-tree.tsx";
import { permissionNodeQueryOptions, permissionTreeQueryOptions } from "./roles-search.ts";

type Values = {
  parentId: string | null;
  name: string;
  nameEn: string;
  key: string;
  apiKeys: string[];
  sort: number | string;
  hidden: boolean;
};

export function AuthAddPage({ parentId }: { parentId: number | null }) {
  const { t } = useI18n();
  return (
    <PageCard title={t("auth.addTitle")} testId="auth-add-page">
      <NodeFormContainer node={null} parentId={parentId} />
    </PageCard>
  );
}

export function AuthEditPage({ id }: { id: number }) {
  const { t, locale } = useI18n();
  const node = useSuspenseQuery(permissionNodeQueryOptions(useTrpc(), id)).data;
  return (
    <PageCard title={`${t("auth.editTitle")}：${nodeLabel(node, locale)}`} testId="auth-edit-page">
      <NodeFormContainer node={node} parentId={node.parentId} />
    </PageCard>
  );
}

function NodeFormContainer({ node, parentId }: { node: TPermissionNode | null; parentId: number | null }) {
  const { t } = useI18n();
  const tree = useQuery(permissionTreeQueryOptions(useTrpc()));
  if (tree.isError) return <LoadError message={t("role.treeLoadFailed")} onRetry={() => void tree.refetch()} />;
  if (!tree.data) return <Skeleton h={240} />;
  return <NodeForm node={node} parentId={parentId} all={tree.data} />;
}

function NodeForm({
  node,
  parentId,
  all,
}: {
  node: TPermissionNode | null;
  parentId: number | null;
  all: TPermissionNode[];
}) {
  const { t, ts, locale } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();

  // Parent choices: the tree, indented; a node cannot move under itself or its descendants.
  const parentOptions = useMemo(() => {
    const roots = nestNodes(all);
    const flat = flattenTree(roots);
    const self = node ? flat.find((candidate) => candidate.id === node.id) : undefined;
    const excluded = new Set(self ? [self.id, ...descendantIds(self)] : []);
    return [
      { value: "", label: t("auth.parentRoot") },
      ...flat
        .filter((candidate) => !excluded.has(candidate.id))
        .map((candidate) => ({
          value: String(candidate.id),
          label: `${"　".repeat(candidate.depth)}${nodeLabel(candidate, locale)}  ${candidate.key}`,
        })),
    ];
  }, [all, node, t, locale]);

  const siblingsMaxSort = useMemo(
    () =>
      all
        .filter((candidate) => candidate.parentId === parentId)
        .reduce((max, candidate) => Math.max(max, candidate.sort), 0),
    [all, parentId],
  );

  const initial = useMemo<Values>(
    () => ({
      parentId: parentId === null ? null : String(parentId),
      name: node?.name ?? "",
      nameEn: node?.nameEn ?? "",
      key: node?.key ?? "",
      apiKeys: node?.apiKeys ?? [],
      sort: node?.sort ?? siblingsMaxSort + 10,
      hidden: node?.hidden ?? false,
    }),
    // Set once: a refetched tree must not reset the form.
    [],
  );

  const check = useCallback((values: Values): ValidationResult<TPermissionNodeFields> => {
    const result = ZPermissionNodeFields.safeParse({
      parentId: values.parentId ? Number(values.parentId) : null,
      name: values.name,
      nameEn: values.nameEn,
      key: values.key,
      apiKeys: values.apiKeys,
      sort: typeof values.sort === "number" ? values.sort : Number.NaN,
      hidden: values.hidden,
    });
    return result.success ? { ok: true, data: result.data } : { ok: false, errors: issuesByField(result.error.issues) };
  }, []);

  const form = useFormState<Values, TPermissionNodeFields>(initial, check);
  const guard = useUnsavedGuard(form.dirty);
  const create = useMutation(trpc.permission.create.mutationOptions());
  const update = useMutation(trpc.permission.update.mutationOptions());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    try {
      if (node) await update.mutateAsync({ id: node.id, data: input });
      else await create.mutateAsync(input);
    } catch (error) {
      form.setErrors(serverFieldErrors(notifyFailure(error, t)));
      return;
    }
    // The menu is built from this tree, so it changes too.
    await queryClient.invalidateQueries({ queryKey: trpc.permission.pathKey() });
    notifySuccess(node ? t("auth.updated") : t("auth.created"));
    guard.release();
    void navigate({ to: "/auth/list" });
  };

  const error = (name: keyof Values) => (form.errors[name] ? ts(form.errors[name]) : undefined);

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={node ? t("auth.editTitle") : t("auth.addTitle")}
    >
      <Stack gap="md" maw={880}>
        <Select
          label={t("auth.parent")}
          data={parentOptions}
          value={form.values.parentId ?? ""}
          onChange={(value) => form.setValue("parentId", value ? value : null)}
          error={error("parentId")}
          searchable
          allowDeselect={false}
          maxDropdownHeight={320}
          comboboxProps={{ withinPortal: true }}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TextInput
            label={t("auth.name")}
            withAsterisk
            value={form.values.name}
            onChange={(event) => form.setValue("name", event.currentTarget.value)}
            onBlur={() => form.validateField("name")}
            error={error("name")}
            data-autofocus
          />
          <TextInput
            label={t("auth.nameEn")}
            value={form.values.nameEn}
            onChange={(event) => form.setValue("nameEn", event.currentTarget.value)}
            error={error("nameEn")}
          />
          <TextInput
            label={t("auth.key")}
            description={t("auth.keyHint")}
            withAsterisk
            value={form.values.key}
            onChange={(event) => form.setValue("key", event.currentTarget.value)}
            onBlur={() => form.validateField("key")}
            error={error("key")}
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          />
          <NumberInput
            label={t("auth.sort")}
            description={t("role.priorityHint")}
            min={0}
            max={100000}
            allowDecimal={false}
            allowNegative={false}
            value={form.values.sort}
            onChange={(value) => form.setValue("sort", value)}
            error={error("sort")}
          />
        </SimpleGrid>
        <TagsInput
          label={t("auth.apiKeys")}
          description={t("auth.apiKeysHint")}
          value={form.values.apiKeys}
          onChange={(value) => form.setValue("apiKeys", value)}
          error={error("apiKeys")}
          clearable
          splitChars={[",", " "]}
        />
        <Switch
          label={t("auth.hiddenLabel")}
          description={t("auth.hiddenHint")}
          checked={form.values.hidden}
          onChange={(event) => form.setValue("hidden", event.currentTarget.checked)}
        />
        <Divider />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => void navigate({ to: "/auth/list" })}>
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
