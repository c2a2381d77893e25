import { Anchor, Badge, Button, Group, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import type { TRoleItem } from "@suyuan/contracts/role/role-fields";
import { DataTable, type MRT_ColumnDef } from "@suyuan/ui/data-table";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { failureText, notifyFailure } from "../../lib/failure.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { cleanSearch } from "../../lib/list-search.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { FILTER_WIDTH, FilterBar } from "../common/filter-bar.tsx";
import { LoadError } from "../common/load-error.tsx";
import { PageCard } from "../common/page-card.tsx";
import { ActionLink, RowLink, BulkButton } from "../common/row-actions.tsx";
import { rolesQueryOptions, type RolesSearch } from "./roles-search.ts";
import { useServerTable } from "../common/use-server-table.ts";

const route = getRouteApi("/_authed/role/list");

export function RolesPage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [name, setName] = useState(search.name ?? "");

  const list = useQuery({ ...rolesQueryOptions(trpc, search), placeholderData: keepPreviousData });
  const remove = useMutation(trpc.role.delete.mutationOptions());
  const canDelete = usePermitted(OPERATION_KEYS.roleDelete);
  const canEdit = usePermitted("/role/update");
  const canMembers = usePermitted("/role/members");

  const go = (patch: Partial<RolesSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, ...patch }) });

  const askDelete = (roles: TRoleItem[], done?: () => void) =>
    confirmAction({
      title: t("common.confirmTitle"),
      message:
        roles.length === 1
          ? t("role.deleteConfirm", { name: roles[0]!.name })
          : t("role.deleteManyConfirm", { count: roles.length }),
      confirmLabel: t("common.delete"),
      cancelLabel: t("common.cancel"),
      danger: true,
      onConfirm: () =>
        remove.mutate(
          { ids: roles.map((role) => role.id) },
          {
            onSuccess: (result) => {
              notifySuccess(t("role.deletedDone", { count: result.deleted }));
              done?.();
              void queryClient.invalidateQueries({ queryKey: trpc.role.pathKey() });
              void queryClient.invalidateQueries({ queryKey: trpc.lookup.roles.pathKey() });
            },
            onError: (error) => notifyFailure(error, t),
          },
        ),
    });

  const columns = useMemo<MRT_ColumnDef<TRoleItem>[]>(
    () => [
      {
        accessorKey: "name",
        header: t("role.name"),
        size: 180,
        Cell: ({ row }) => (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={500}>
              {row.original.name}
            </Text>
            {row.original.key ? (
              <Badge size="xs" variant="outline" color="gray">
                {t("role.builtIn")}
              </Badge>
            ) : null}
          </Group>
        ),
      },
      { accessorKey: "priority", header: t("role.priority"), size: 90 },
      {
        id: "perms",
        header: t("role.perms"),
        enableSorting: false,
        size: 140,
        Cell: ({ row }) =>
          row.original.allPerms ? (
            <Badge color="orange" variant="light">
              {t("role.allPermsBadge")}
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              {t("role.permCount", { count: row.original.perms.length })}
            </Text>
          ),
      },
      {
        id: "memberCount",
        header: t("role.memberCount"),
        enableSorting: false,
        size: 90,
        Cell: ({ row }) =>
          canMembers ? (
            <Anchor
              renderRoot={(props) => <Link {...props} to="/role/members" search={{ roleId: row.original.id }} />}
              size="sm"
            >
              {row.original.memberCount}
            </Anchor>
          ) : (
            row.original.memberCount
          ),
      },
      {
        id: "description",
        header: t("role.description"),
        enableSorting: false,
        size: 240,
        Cell: ({ row }) => (
          <Text size="sm" c={row.original.description ? undefined : "dimmed"} lineClamp={1}>
            {row.original.description ?? "—"}
          </Text>
        ),
      },
      {
        accessorKey: "createdAt",
        header: t("common.createdAt"),
        size: 150,
        Cell: ({ row }) => formatDateTime(row.original.createdAt),
      },
    ],
    [t, canMembers],
  );

  const table = useServerTable({ tableId: "roles", list, search, go });

  return (
    <PageCard
      title={t("role.listTitle")}
      hint={t("role.listHint")}
      testId="roles-page"
      actions={
        <Permitted perm="/role/save">
          <Button component={Link} to="/role/save" leftSection={<IconPlus size={16} />}>
            {t("role.add")}
          </Button>
        </Permitted>
      }
    >
      <FilterBar
        onSearch={() => go({ page: 1, name: name.trim() || undefined })}
        onReset={() => {
          setName("");
          go({ page: 1, name: undefined });
        }}
      >
        <TextInput
          label={t("role.name")}
          w={FILTER_WIDTH}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
      </FilterBar>
      {list.isError ? (
        <LoadError message={failureText(toAppFailure(list.error), t)} onRetry={() => void list.refetch()} />
      ) : null}
      <DataTable<TRoleItem>
        {...table}
        columns={columns}
        selectable={canDelete}
        toolbar={({ rows, clear }) =>
          canDelete && rows.length > 0 ? (
            <BulkButton icon={IconTrash} color="red" onClick={() => askDelete(rows, clear)}>
              {t("role.bulkDelete")}
            </BulkButton>
          ) : null
        }
        rowActionsHeader={t("common.actions")}
        rowActionsSize={170}
        rowActions={(role) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {canEdit ? (
              <RowLink to="/role/update" search={{ id: role.id }} aria-label={`${t("common.edit")} ${role.name}`}>
                {t("common.edit")}
              </RowLink>
            ) : null}
            {canMembers ? (
              <RowLink to="/role/members" search={{ roleId: role.id }} aria-label={`${t("role.members")} ${role.name}`}>
                {t("role.members")}
              </RowLink>
            ) : null}
            {canDelete ? (
              <ActionLink label={t("common.delete")} target={role.name} color="red" onClick={() => askDelete([role])} />
            ) : null}
          </Group>
        )}
      />
    </PageCard>
  );
}
