import { Badge, Button, Group, Select, Text, TextInput, Tooltip } from "@mantine/core";
import { IconLock, IconLockOpen, IconPlus, IconTrash } from "@tabler/icons-react";
import { DataTable, type MRT_ColumnDef } from "@suyuan/ui/data-table";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { failureText, notifyFailure } from "../../lib/failure.ts";
import { cleanSearch, pagingOf } from "../../lib/list-search.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useMe } from "../../lib/use-me.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { FILTER_WIDTH, FilterBar } from "../common/filter-bar.tsx";
import { LoadError } from "../common/load-error.tsx";
import { PageCard } from "../common/page-card.tsx";
import { ActionLink, BulkButton } from "../common/row-actions.tsx";
import { useTableTexts } from "../common/use-table-texts.ts";
import { UsableBadge } from "./devices-page.tsx";
import { PlateModal, type PlateItem } from "./plate-modal.tsx";
import { platesQueryOptions, type PlatesSearch } from "./plates-search.ts";

const route = getRouteApi("/_authed/envPlate/list");

type Draft = { name: string; usable: string | null };
const draftOf = (search: PlatesSearch): Draft => ({
  name: search.name ?? "",
  usable: search.usable === undefined ? null : String(search.usable),
});

/** Plates: everything here needs only the page's own key (/envPlate/list). */
export function PlatesPage() {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const me = useMe();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { page, pageSize } = pagingOf(search);
  const [draft, setDraft] = useState<Draft>(() => draftOf(search));
  const [editing, setEditing] = useState<PlateItem | null | undefined>(undefined);
  const list = useQuery({ ...platesQueryOptions(trpc, search), placeholderData: keepPreviousData });
  const texts = useTableTexts(list.data?.totalCapped === true);
  const remove = useMutation(trpc.env.deletePlates.mutationOptions());
  const setUsable = useMutation(trpc.env.updatePlatesUsable.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.env.findPlates.pathKey() });

  const go = (patch: Partial<PlatesSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, ...patch }) });
  const applyDraft = (next: Draft) =>
    go({
      page: 1,
      name: next.name.trim() || undefined,
      usable: next.usable === null ? undefined : next.usable === "true",
    });

  const askDelete = (rows: PlateItem[], done?: () => void) =>
    confirmAction({
      title: t("common.confirmTitle"),
      message:
        rows.length === 1
          ? t("envPlate.deleteConfirm", { name: rows[0]!.name })
          : t("envPlate.deleteManyConfirm", { count: rows.length }),
      confirmLabel: t("common.delete"),
      cancelLabel: t("common.cancel"),
      danger: true,
      onConfirm: () =>
        remove.mutate(
          { ids: rows.map((row) => row.id) },
          {
            onSuccess: (result) => {
              notifySuccess(t("envPlate.deletedDone", { count: result.count }));
              done?.();
              void refresh();
            },
            onError: (error) => notifyFailure(error, t),
          },
        ),
    });

  const changeUsable = (rows: PlateItem[], usable: boolean, done?: () => void) =>
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

  const columns = useMemo<MRT_ColumnDef<PlateItem>[]>(
    () => [
      { accessorKey: "name", header: t("envPlate.name"), enableSorting: false, size: 160 },
      {
        id: "devices",
        header: t("envPlate.devices"),
        enableSorting: false,
        size: 240,
        Cell: ({ row }) => <DeviceChips devices={row.original.devices} />,
      },
      {
        id: "enterprise",
        header: t("env.enterprise"),
        enableSorting: false,
        size: 150,
        Cell: ({ row }) => row.original.enterprise.name,
      },
      {
        id: "description",
        header: t("envPlate.description"),
        enableSorting: false,
        size: 160,
        Cell: ({ row }) => row.original.description ?? "—",
      },
      {
        id: "usable",
        header: t("common.status"),
        enableSorting: false,
        size: 80,
        Cell: ({ row }) => <UsableBadge usable={row.original.usable} />,
      },
    ],
    [t],
  );

  return (
    <PageCard
      title={t("envPlate.listTitle")}
      hint={t("envPlate.listHint")}
      testId="plates-page"
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
          {t("envPlate.add")}
        </Button>
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
          label={t("envPlate.name")}
          w={FILTER_WIDTH}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
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
      </FilterBar>
      {list.isError ? (
        <LoadError message={failureText(toAppFailure(list.error), t)} onRetry={() => void list.refetch()} />
      ) : null}
      <DataTable<PlateItem>
        tableId="env-plates"
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
        selectable
        toolbar={({ rows, clear }) =>
          rows.length === 0 ? null : (
            <Group gap="xs">
              <BulkButton icon={IconLockOpen} onClick={() => changeUsable(rows, true, clear)}>
                {t("env.bulkEnable")}
              </BulkButton>
              <BulkButton icon={IconLock} color="orange" onClick={() => changeUsable(rows, false, clear)}>
                {t("env.bulkDisable")}
              </BulkButton>
              <BulkButton icon={IconTrash} color="red" onClick={() => askDelete(rows, clear)}>
                {t("env.bulkDelete")}
              </BulkButton>
            </Group>
          )
        }
        rowActionsHeader={t("common.actions")}
        rowActionsSize={170}
        rowActions={(plate) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <ActionLink label={t("common.edit")} target={plate.name} onClick={() => setEditing(plate)} />
            <ActionLink
              label={plate.usable ? t("common.disable") : t("common.enable")}
              target={plate.name}
              color={plate.usable ? "orange" : undefined}
              onClick={() => changeUsable([plate], !plate.usable)}
            />
            <ActionLink label={t("common.delete")} target={plate.name} color="red" onClick={() => askDelete([plate])} />
          </Group>
        )}
      />
      <PlateModal plate={editing} onClose={() => setEditing(undefined)} />
    </PageCard>
  );
}

function DeviceChips({ devices }: { devices: PlateItem["devices"] }) {
  if (devices.length === 0)
    return (
      <Text c="dimmed" size="sm">
        —
      </Text>
    );
  const shown = devices.slice(0, 3);
  const rest = devices.slice(3);
  return (
    <Group gap={4} wrap="wrap">
      {shown.map((device) => (
        <Badge key={device.id} variant="light" color="brand" radius="sm" tt="none" fw={500}>
          {device.name}
        </Badge>
      ))}
      {rest.length > 0 ? (
        <Tooltip label={rest.map((device) => device.name).join("、")} withArrow>
          <Badge variant="outline" color="brand" radius="sm">
            +{rest.length}
          </Badge>
        </Tooltip>
      ) : null}
    </Group>
  );
}
