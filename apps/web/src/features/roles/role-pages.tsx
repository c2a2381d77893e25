import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { DEFAULT_NEW_ROLE_PERMS } from "@suyuan/contracts/role/role-resource";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { ResourceFormPageProps } from "../../kit/resource-form-page.tsx";
import type { FieldRenderProps } from "../../kit/resource-form.tsx";
import type { ResourceListPageProps } from "../../kit/resource-list-page.tsx";
import type { ResourceRow } from "../../kit/resource-search.ts";
import type { Trpc } from "../../lib/trpc.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { TreeChecks } from "../../permissions/permission-tree.ts";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { LoadError } from "../../common/load-error.tsx";
import { RowLink } from "../../common/row-actions.tsx";
import { PermissionCheckTree } from "../../common/permission-check-tree.tsx";
import { permissionTreeQueryOptions } from "./roles-search.ts";

const EMPTY_PERMS: string[] = [];
const permsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((key): key is string => typeof key === "string") : EMPTY_PERMS;

/** The role's name, marked 内置 when the system made it. */
function RoleName({ row }: { row: ResourceRow }) {
  const { t } = useI18n();
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={500}>
        {String(row.name)}
      </Text>
      {row.key ? (
        <Badge size="xs" variant="outline" color="gray">
          {t("role.builtIn")}
        </Badge>
      ) : null}
    </Group>
  );
}

function PermsSummary({ row }: { row: ResourceRow }) {
  const { t } = useI18n();
  return row.allPerms ? (
    <Badge color="orange" variant="light">
      {t("role.allPermsBadge")}
    </Badge>
  ) : (
    <Text size="sm" c="dimmed">
      {t("role.permCount", { count: permsOf(row.perms).length })}
    </Text>
  );
}

/** The member count, a link to the members page for those who manage members. */
function MemberCount({ row }: { row: ResourceRow }) {
  const canMembers = usePermitted("/role/members");
  const count = Number(row.memberCount);
  return canMembers ? (
    <Anchor renderRoot={(props) => <Link {...props} to="/role/members" search={{ roleId: row.id }} />} size="sm">
      {count}
    </Anchor>
  ) : (
    count
  );
}

function MembersLink({ row }: { row: ResourceRow }) {
  const { t } = useI18n();
  return usePermitted("/role/members") ? (
    <RowLink to="/role/members" search={{ roleId: row.id }} aria-label={`${t("role.members")} ${String(row.name)}`}>
      {t("role.members")}
    </RowLink>
  ) : null;
}

/** The list's overrides: built-in badge, permission summary, members link and count. */
export const roleListPage: Omit<ResourceListPageProps, "definition"> = {
  title: { zh: "角色管理", en: "Roles" },
  columns: {
    name: { Cell: ({ row }) => <RoleName row={row.original} /> },
    perms: { Cell: ({ row }) => <PermsSummary row={row.original} /> },
    memberCount: { Cell: ({ row }) => <MemberCount row={row.original} /> },
  },
  rowActions: (row) => <MembersLink row={row} />,
};

/**
 * The checked keys as the permission tree: a parent checks everything below it; the keys saved
 * are the checked nodes' keys and api keys. Off while the role has every permission.
 */
function PermsField({ value, setValue, values, error }: FieldRenderProps) {
  const { t, locale } = useI18n();
  const tree = useQuery(permissionTreeQueryOptions(useTrpc()));
  const checks = useMemo(() => (tree.data ? new TreeChecks(tree.data) : null), [tree.data]);
  const perms = Array.isArray(value) ? value : EMPTY_PERMS;
  const checked = useMemo(() => checks?.fromPerms(perms) ?? new Set<number>(), [checks, perms]);
  const allPerms = values.allPerms === true;
  // Spec section 8: a tree that cannot be loaded says 角色查询失败 (the keys stay as they were).
  if (tree.isError) return <LoadError message={t("role.treeLoadFailed")} onRetry={() => void tree.refetch()} />;
  if (!checks)
    return (
      <Stack gap="sm" aria-busy>
        <Skeleton h={36} />
        <Skeleton h={220} />
      </Stack>
    );
  const count = checks.perms(checked).filter((key) => !key.startsWith("group:")).length;
  const setChecked = (next: Set<number>) => setValue(checks.perms(next));
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Group gap={6}>
          <IconInfoCircle size={16} color="var(--mantine-color-dimmed)" />
          <Text size="xs" c="dimmed">
            {t("role.permsHint")}
          </Text>
        </Group>
        <Group gap="xs">
          {allPerms ? (
            <Badge color="orange" variant="light">
              {t("role.allPermsBadge")}
            </Badge>
          ) : (
            <Badge variant="light">{t("role.checkedCount", { count })}</Badge>
          )}
          <Button size="compact-xs" variant="subtle" disabled={allPerms} onClick={() => setChecked(checks.all())}>
            {t("role.checkAll")}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            disabled={allPerms}
            onClick={() => setChecked(new Set())}
          >
            {t("role.uncheckAll")}
          </Button>
        </Group>
      </Group>
      {error ? (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      ) : null}
      <PermissionCheckTree
        checks={checks}
        checked={checked}
        onChange={setChecked}
        disabled={allPerms}
        locale={locale}
      />
    </Stack>
  );
}

/** The add and edit pages: the tree for the keys; a save refreshes role choices and one's own menu. */
export const roleFormPage: Omit<ResourceFormPageProps, "definition" | "defaults"> = {
  fieldOverrides: { perms: (props) => <PermsField {...props} /> },
  refresh: (trpc: Trpc) => [trpc.lookup.roles.pathKey(), trpc.permission.findMenu.pathKey()],
};

export const roleAddPage: Omit<ResourceFormPageProps, "definition"> = {
  ...roleFormPage,
  defaults: { perms: DEFAULT_NEW_ROLE_PERMS },
};
