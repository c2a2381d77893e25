import { Anchor, Badge, Button, Group, Select, TextInput } from "@mantine/core";
import { IconLock, IconLockOpen, IconPlus, IconTrash } from "@tabler/icons-react";
import type { TEnvDeviceItem } from "@suyuan/contracts/env/env-fields";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { DataTable, type MRT_ColumnDef } from "@suyuan/ui/data-table";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { failureText, notifyFailure } from "../../lib/failure.ts";
import { cleanSearch, pagingOf } from "../../lib/list-search.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useMe } from "../../lib/use-me.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { BaseSelect } from "../bases/base-select.tsx";
import { FilterBar } from "../common/filter-bar.tsx";
import { LoadError } from "../common/load-error.tsx";
import { PageCard } from "../common/page-card.tsx";
import { ActionLink, BulkButton } from "../common/row-actions.tsx";
import { useTableTexts } from "../common/use-table-texts.ts";
import { devicesQueryOptions, type DevicesSearch } from "./devices-search.ts";
import { useDeviceKindOptions, type DeviceKind } from "./env-labels.ts";

const route = getRouteApi("/_authed/env/list");

type Draft = { name: string; code: string; kind: string | null; usable: string | null; baseId: string | null };
const draftOf = (search: DevicesSearch): Draft => ({
  name: search.name ?? "",
  code: search.code ?? "",
  kind: search.kind ?? null,
  usable: search.usable === undefined ? null : String(search.usable),
  baseId: search.baseId ? String(search.baseId) : null,
});

/** 启用/停用 badge of an is-usable flag. */
export function UsableBadge({ usable }: { usable: boolean }) {
  const { t } = useI18n();
  return usable ? (
    <Badge color="green" variant="light">
      {t("common.enabled")}
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      {t("common.disabled")}
    </Badge>
  );
}

export function DevicesPage() {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const me = useMe();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const kinds = useDeviceKindOptions();
  const { page, pageSize } = pagingOf(search);
  const [draft, setDraft] = useState<Draft>(() => draftOf(search));
  const list = useQuery({ ...devicesQueryOptions(trpc, search), placeholderData: keepPreviousData });
  const texts = useTableTexts(list.data?.totalCapped === true);
  const canDelete = usePermitted(OPERATION_KEYS.envDelete);
  const canEnable = usePermitted(OPERATION_KEYS.envEnable);
  const canEdit = usePermitted("/env/update");
  const remove = useMutation(trpc.env.deleteDevices.mutationOptions());
  const setUsable = useMutation(trpc.env.updateDevicesUsable.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.env.pathKey() });

  const go = (patch: Partial<DevicesSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, ...patch }) });
  const applyDraft = (next: Draft) =>
    go({
      page: 1,
      name: next.name.trim() || undefined,
      code: next.code.trim() || undefined,
      kind: (next.kind as DeviceKind | null) ?? undefined,
      usable: next.usable === null ? undefined : next.usable === "true",
      baseId: next.baseId ? Number(next.baseId) : undefined,
    });

  const askDelete = (rows: TEnvDeviceItem[], done?: () => void) =>
    confirmAction({
      title: t("common.confirmTitle"),
      message:
        rows.length === 1
          ? t("env.deleteConfirm", { name: rows[0]!.name })
          : t("env.deleteManyConfirm", { count: rows.length }),
      confirmLabel: t("common.delete"),
      cancelLabel: t("common.cancel"),
      danger: true,
      onConfirm: () =>
        remove.mutate(
          { ids: rows.map((row) => row.id) },
          {
            onSuccess: (result) => {
              notifySuccess(t("env.deletedDone", { count: result.count }));
              done?.();
              void refresh();
            },
            onError: (error) => notifyFailure(error, t),
          },
        ),
    });

  const changeUsable = (rows: TEnvDeviceItem[], usable: boolean, done?: () => void) =>
    confirmAction({
      title: t("common.confirmTitle"),
      message: t(usable ? "env.enableConfirm" : "env.disableConfirm", { count: rows.length }),
      confirmLabel: usable ? t("common.enable") : t("common.disable"),
      cancelLabel: t("common.cancel"),
      danger: !usable,
      onConfirm: () =>
        setUsable.mutate(
          { ids: rows.map((row) => row.id), usable },
          {
            onSuccess: (result) => {
              notifySuccess(t(usable ? "env.enabledDone" : "env.disabledDone", { count: result.count }));
              done?.();
              void refresh();
            },
            onError: (error) => notifyFailure(error, t),
          },
        ),
    });

  const kindLabel = useMemo(() => new Map(kinds.map((kind) => [kind.value, kind.label])), [kinds]);
  const columns = useMemo<MRT_ColumnDef<TEnvDeviceItem>[]>(
    () => [
      { accessorKey: "name", header: t("env.name"), enableSorting: false, size: 140 },
      { accessorKey: "code", header: t("env.code"), enableSorting: false, size: 120 },
      {
        id: "kind",
        header: t("env.kind"),
        enableSorting: false,
        size: 80,
        Cell: ({ row }) => kindLabel.get(row.original.kind),
      },
      {
        id: "location",
        header: t("env.location"),
        enableSorting: false,
        size: 170,
        Cell: ({ row }) => [row.original.base?.name, row.original.house?.name].filter(Boolean).join(" / ") || "—",
      },
      {
        id: "enterprise",
        header: t("env.enterprise"),
        enableSorting: false,
        size: 130,
        Cell: ({ row }) => row.original.enterprise.name,
      },
      {
        id: "usable",
        header: t("common.status"),
        enableSorting: false,
        size: 80,
        Cell: ({ row }) => <UsableBadge usable={row.original.usable} />,
      },
    ],
    [t, kindLabel],
  );

  return (
    <PageCard
      title={t("env.listTitle")}
      hint={t("env.listHint")}
      testId="devices-page"
      actions={
        <Permitted perm="/env/save">
          <Button component={Link} to="/env/save" leftSection={<IconPlus size={16} />}>
            {t("env.add")}
          </Button>
        </Permitted>
      }
    >
      <FilterBar
        onSearch={() => applyDraft(draft)}
        onReset={() => {
          const empty = draftOf({});
          setDraft(empty);
          applyDraft(empty);
        }}
      >
        <TextInput
          label={t("env.name")}
          w={150}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
        />
        <TextInput
          label={t("env.code")}
          w={150}
          value={draft.code}
          onChange={(event) => setDraft({ ...draft, code: event.currentTarget.value })}
        />
        <Select
          label={t("env.kind")}
          w={120}
          data={kinds}
          value={draft.kind}
          onChange={(value) => setDraft({ ...draft, kind: value })}
          placeholder={t("common.all")}
          clearable
        />
        <Select
          label={t("common.status")}
          w={110}
          data={[
            { value: "true", label: t("common.enabled") },
            { value: "false", label: t("common.disabled") },
          ]}
          value={draft.usable}
          onChange={(value) => setDraft({ ...draft, usable: value })}
          placeholder={t("common.all")}
          clearable
        />
        <BaseSelect
          label={t("env.base")}
          w={170}
          value={draft.baseId}
          onChange={(value) => setDraft({ ...draft, baseId: value })}
        />
      </FilterBar>
      {list.isError ? (
        <LoadError message={failureText(toAppFailure(list.error), t)} onRetry={() => void list.refetch()} />
      ) : null}
      <DataTable<TEnvDeviceItem>
        tableId="env-devices"
        userId={me.user.id}
        locale={locale}
        texts={texts}
        columns={columns}
        rows={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        getRowId={(row) => String(row.id)}
        page={page}
        pageSize={pageSize}
        sort={{ sortBy: undefined, sortDir: "desc" }}
        onPageChange={(nextPage, nextSize) => go({ page: nextPage, pageSize: nextSize })}
        onSortChange={() => undefined}
        loading={list.isPending}
        refreshing={list.isFetching && !list.isPending}
        selectable={canDelete || canEnable}
        toolbar={({ rows, clear }) =>
          rows.length === 0 ? null : (
            <Group gap="xs">
              {canEnable ? (
                <>
                  <BulkButton icon={IconLockOpen} onClick={() => changeUsable(rows, true, clear)}>
                    {t("env.bulkEnable")}
                  </BulkButton>
                  <BulkButton icon={IconLock} color="orange" onClick={() => changeUsable(rows, false, clear)}>
                    {t("env.bulkDisable")}
                  </BulkButton>
                </>
              ) : null}
              {canDelete ? (
                <BulkButton icon={IconTrash} color="red" onClick={() => askDelete(rows, clear)}>
                  {t("env.bulkDelete")}
                </BulkButton>
              ) : null}
            </Group>
          )
        }
        rowActionsHeader={t("common.actions")}
        rowActionsSize={170}
        rowActions={
          canEdit || canDelete || canEnable
            ? (device) => (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {canEdit ? (
                    <Anchor
                      renderRoot={(props) => <Link {...props} to="/env/update" search={{ id: device.id }} />}
                      size="sm"
                      aria-label={`${t("common.edit")} ${device.name}`}
                    >
                      {t("common.edit")}
                    </Anchor>
                  ) : null}
                  {canEnable ? (
                    <ActionLink
                      label={device.usable ? t("common.disable") : t("common.enable")}
                      target={device.name}
                      color={device.usable ? "orange" : undefined}
                      onClick={() => changeUsable([device], !device.usable)}
                    />
                  ) : null}
                  {canDelete ? (
                    <ActionLink
                      label={t("common.delete")}
                      target={device.name}
                      color="red"
                      onClick={() => askDelete([device])}
                    />
                  ) : null}
                </Group>
              )
            : undefined
        }
      />
    </PageCard>
  );
}
