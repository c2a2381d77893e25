import { Anchor, Badge, Button, Group, Select, Text, TextInput, Tooltip } from "@mantine/core";
import { IconLock, IconLockOpen, IconPlus, IconTrash } from "@tabler/icons-react";
import { DataTable, type MRT_ColumnDef } from "@suyuan/ui/data-table";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import type { TUserItem } from "@suyuan/contracts/user/user-resource";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { confirmAction } from "../../lib/confirm.tsx";
import { exportHref } from "../../lib/export-link.ts";
import { failureText, notifyFailure } from "../../lib/failure.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { cleanSearch, pagingOf } from "../../lib/list-search.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { toAppFailure } from "../../lib/app-error.ts";
import { useMe } from "../../lib/use-me.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { FILTER_WIDTH, FilterBar } from "../common/filter-bar.tsx";
import { LoadError } from "../common/load-error.tsx";
import { PageCard } from "../common/page-card.tsx";
import { useTableTexts } from "../common/use-table-texts.ts";
import { EnterpriseSelect } from "./enterprise-select.tsx";
import { rolesLookupOptions, toSelectData } from "./lookups.ts";
import { ActionLink, ExportMenu, BulkButton } from "../common/row-actions.tsx";
import { ResetPasswordModal } from "./reset-password-modal.tsx";
import { userFilters, usersQueryOptions, type UsersSearch } from "./users-search.ts";

const route = getRouteApi("/_authed/admin/local_list");

type Draft = {
  username: string;
  realName: string;
  mobile: string;
  roleId: string | null;
  enabled: string | null;
  enterpriseId: string | null;
};

function draftOf(search: UsersSearch): Draft {
  return {
    username: search.username ?? "",
    realName: search.realName ?? "",
    mobile: search.mobile ?? "",
    roleId: search.roleId ? String(search.roleId) : null,
    enabled: search.enabled === undefined ? null : String(search.enabled),
    enterpriseId: search.enterpriseId ? String(search.enterpriseId) : null,
  };
}

export function UsersPage() {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const me = useMe();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const texts = useTableTexts();
  const { page, pageSize } = pagingOf(search);
  const [draft, setDraft] = useState<Draft>(() => draftOf(search));
  const [resetting, setResetting] = useState<TUserItem | null>(null);

  const list = useQuery({ ...usersQueryOptions(trpc, search), placeholderData: keepPreviousData });
  const roles = useQuery(rolesLookupOptions(trpc));

  const canDelete = usePermitted(OPERATION_KEYS.userDelete);
  const canEnable = usePermitted(OPERATION_KEYS.userEnable);
  const canReset = usePermitted(OPERATION_KEYS.userResetPassword);
  const canEdit = usePermitted("/adminGlocal/edit");

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.user.pathKey() });
  const remove = useMutation(trpc.user.delete.mutationOptions());
  const setEnabled = useMutation(trpc.user.updateEnabled.mutationOptions());

  const go = (patch: Partial<UsersSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, ...patch }) });

  const applyDraft = (next: Draft) =>
    go({
      page: 1,
      username: next.username.trim() || undefined,
      realName: next.realName.trim() || undefined,
      mobile: next.mobile.trim() || undefined,
      roleId: next.roleId ? Number(next.roleId) : undefined,
      enabled: next.enabled === null ? undefined : next.enabled === "true",
      enterpriseId: next.enterpriseId ? Number(next.enterpriseId) : undefined,
    });

  const resetFilters = () => {
    const empty = draftOf({});
    setDraft(empty);
    applyDraft(empty);
  };

  const askDelete = (users: TUserItem[], done?: () => void) =>
    confirmAction({
      title: t("common.confirmTitle"),
      message:
        users.length === 1
          ? t("user.deleteConfirm", { name: users[0]!.username })
          : t("user.deleteManyConfirm", { count: users.length }),
      confirmLabel: t("common.delete"),
      cancelLabel: t("common.cancel"),
      danger: true,
      onConfirm: () =>
        remove.mutate(
          { ids: users.map((user) => user.id) },
          {
            onSuccess: (result) => {
              notifySuccess(t("user.deletedDone", { count: result.deleted }));
              done?.();
              void refresh();
            },
            onError: (error) => notifyFailure(error, t),
          },
        ),
    });

  const askEnabled = (users: TUserItem[], enabled: boolean, done?: () => void) =>
    confirmAction({
      title: t("common.confirmTitle"),
      message:
        users.length === 1
          ? t(enabled ? "user.enableOneConfirm" : "user.disableOneConfirm", { name: users[0]!.username })
          : t(enabled ? "user.enableConfirm" : "user.disableConfirm", { count: users.length }),
      confirmLabel: enabled ? t("common.enable") : t("common.disable"),
      cancelLabel: t("common.cancel"),
      danger: !enabled,
      onConfirm: () =>
        setEnabled.mutate(
          { ids: users.map((user) => user.id), enabled },
          {
            onSuccess: (result) => {
              notifySuccess(t(enabled ? "user.enabledDone" : "user.disabledDone", { count: result.updated }));
              done?.();
              void refresh();
            },
            onError: (error) => notifyFailure(error, t),
          },
        ),
    });

  const columns = useMemo<MRT_ColumnDef<TUserItem>[]>(
    () => [
      {
        accessorKey: "username",
        header: t("user.username"),
        size: 140,
        Cell: ({ row }) => (
          <Text size="sm" fw={500}>
            {row.original.username}
          </Text>
        ),
      },
      {
        accessorKey: "realName",
        header: t("user.realName"),
        size: 110,
        Cell: ({ row }) => row.original.realName ?? "—",
      },
      {
        accessorKey: "mobile",
        header: t("user.mobile"),
        size: 130,
        enableSorting: false,
        Cell: ({ row }) => row.original.mobile ?? "—",
      },
      {
        id: "roles",
        header: t("user.roles"),
        enableSorting: false,
        size: 180,
        Cell: ({ row }) => <Chips items={row.original.roles} color="brand" />,
      },
      {
        id: "sites",
        header: t("user.sites"),
        enableSorting: false,
        size: 160,
        Cell: ({ row }) => <Chips items={row.original.sites} color="gray" />,
      },
      {
        id: "enterprise",
        header: t("user.enterprise"),
        enableSorting: false,
        size: 150,
        Cell: ({ row }) =>
          row.original.enterprise?.name ?? (
            <Text c="dimmed" size="sm">
              —
            </Text>
          ),
      },
      {
        id: "enabled",
        header: t("common.status"),
        enableSorting: false,
        size: 90,
        Cell: ({ row }) =>
          row.original.enabled ? (
            <Badge color="green" variant="light">
              {t("common.enabled")}
            </Badge>
          ) : (
            <Badge color="gray" variant="light">
              {t("common.disabled")}
            </Badge>
          ),
      },
      {
        accessorKey: "lastLoginAt",
        header: t("user.lastLoginAt"),
        size: 150,
        Cell: ({ row }) =>
          row.original.lastLoginAt ? (
            formatDateTime(row.original.lastLoginAt)
          ) : (
            <Text c="dimmed" size="sm">
              {t("user.neverLoggedIn")}
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
    [t],
  );

  const filters = userFilters(search);
  const rows = list.data?.items ?? [];

  return (
    <PageCard
      title={t("user.listTitle")}
      hint={t("user.listHint")}
      testId="users-page"
      actions={
        <>
          <Permitted perm={OPERATION_KEYS.userExport}>
            <ExportMenu csv={exportHref("users", "csv", filters)} xlsx={exportHref("users", "xlsx", filters)} />
          </Permitted>
          <Permitted perm="/adminGlocal/add">
            <Button component={Link} to="/adminGlocal/add" leftSection={<IconPlus size={16} />}>
              {t("user.add")}
            </Button>
          </Permitted>
        </>
      }
    >
      <FilterBar onSearch={() => applyDraft(draft)} onReset={resetFilters}>
        <TextInput
          label={t("user.username")}
          w={FILTER_WIDTH}
          value={draft.username}
          onChange={(event) => setDraft({ ...draft, username: event.currentTarget.value })}
        />
        <TextInput
          label={t("user.realName")}
          w={FILTER_WIDTH}
          value={draft.realName}
          onChange={(event) => setDraft({ ...draft, realName: event.currentTarget.value })}
        />
        <TextInput
          label={t("user.mobile")}
          w={FILTER_WIDTH}
          inputMode="numeric"
          value={draft.mobile}
          onChange={(event) => setDraft({ ...draft, mobile: event.currentTarget.value })}
        />
        <Select
          label={t("user.roles")}
          w={FILTER_WIDTH}
          data={toSelectData(roles.data)}
          value={draft.roleId}
          onChange={(value) => setDraft({ ...draft, roleId: value })}
          placeholder={t("common.all")}
          clearable
          searchable
        />
        <Select
          label={t("common.status")}
          w={120}
          data={[
            { value: "true", label: t("common.enabled") },
            { value: "false", label: t("common.disabled") },
          ]}
          value={draft.enabled}
          onChange={(value) => setDraft({ ...draft, enabled: value })}
          placeholder={t("common.all")}
          clearable
        />
        <EnterpriseSelect
          label={t("user.enterprise")}
          w={FILTER_WIDTH + 40}
          value={draft.enterpriseId}
          onChange={(value) => setDraft({ ...draft, enterpriseId: value })}
        />
      </FilterBar>
      {list.isError ? (
        <LoadError message={failureText(toAppFailure(list.error), t)} onRetry={() => void list.refetch()} />
      ) : null}
      <DataTable<TUserItem>
        tableId="users"
        userId={me.user.id}
        locale={locale}
        texts={texts}
        columns={columns}
        rows={rows}
        total={list.data?.total ?? 0}
        getRowId={(row) => String(row.id)}
        page={page}
        pageSize={pageSize}
        sort={{ sortBy: search.sortBy, sortDir: search.sortDir ?? "desc" }}
        onPageChange={(nextPage, nextSize) => go({ page: nextPage, pageSize: nextSize })}
        onSortChange={(sort) =>
          go({ page: 1, sortBy: sort.sortBy as UsersSearch["sortBy"], sortDir: sort.sortBy ? sort.sortDir : undefined })
        }
        loading={list.isPending}
        refreshing={list.isFetching && !list.isPending}
        selectable={canDelete || canEnable}
        toolbar={({ rows: selected, clear }) =>
          selected.length === 0 ? null : (
            <Group gap="xs">
              {canEnable ? (
                <>
                  <BulkButton icon={IconLockOpen} onClick={() => askEnabled(selected, true, clear)}>
                    {t("user.bulkEnable")}
                  </BulkButton>
                  <BulkButton icon={IconLock} color="orange" onClick={() => askEnabled(selected, false, clear)}>
                    {t("user.bulkDisable")}
                  </BulkButton>
                </>
              ) : null}
              {canDelete ? (
                <BulkButton icon={IconTrash} color="red" onClick={() => askDelete(selected, clear)}>
                  {t("user.bulkDelete")}
                </BulkButton>
              ) : null}
            </Group>
          )
        }
        rowActionsHeader={t("common.actions")}
        rowActionsSize={230}
        rowActions={
          canEdit || canReset || canEnable || canDelete
            ? (user) => (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {canEdit ? (
                    <Anchor
                      renderRoot={(props) => <Link {...props} to="/adminGlocal/edit" search={{ id: user.id }} />}
                      size="sm"
                      aria-label={`${t("common.edit")} ${user.username}`}
                    >
                      {t("common.edit")}
                    </Anchor>
                  ) : null}
                  {canReset ? (
                    <ActionLink
                      label={t("user.resetPassword")}
                      target={user.username}
                      onClick={() => setResetting(user)}
                    />
                  ) : null}
                  {canEnable ? (
                    <ActionLink
                      label={user.enabled ? t("common.disable") : t("common.enable")}
                      target={user.username}
                      color={user.enabled ? "orange" : undefined}
                      onClick={() => askEnabled([user], !user.enabled)}
                    />
                  ) : null}
                  {canDelete ? (
                    <ActionLink
                      label={t("common.delete")}
                      target={user.username}
                      color="red"
                      onClick={() => askDelete([user])}
                    />
                  ) : null}
                </Group>
              )
            : undefined
        }
      />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
    </PageCard>
  );
}

function Chips({ items, color }: { items: readonly { id: number; name: string }[]; color: string }) {
  if (items.length === 0)
    return (
      <Text c="dimmed" size="sm">
        —
      </Text>
    );
  const shown = items.slice(0, 2);
  const rest = items.slice(2);
  return (
    <Group gap={4} wrap="wrap">
      {shown.map((item) => (
        <Badge key={item.id} color={color} variant="light" radius="sm" tt="none" fw={500}>
          {item.name}
        </Badge>
      ))}
      {rest.length > 0 ? (
        <Tooltip label={rest.map((item) => item.name).join("、")} withArrow>
          <Badge color={color} variant="outline" radius="sm">
            +{rest.length}
          </Badge>
        </Tooltip>
      ) : null}
    </Group>
  );
}
