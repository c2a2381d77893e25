import { Anchor, Button, Group, Stack } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconCalendar, IconPlus, IconTrash } from "@tabler/icons-react";
import type { TEnvReadingItem } from "@suyuan/contracts/env/env-fields";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { DataTable, type MRT_ColumnDef } from "@suyuan/ui/data-table";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { confirmAction } from "../../lib/confirm.tsx";
import { notifyFailure } from "../../lib/failure.ts";
import { formatDateTime, fromDateParam, toDateParam } from "../../lib/format-date.ts";
import { cleanSearch, pagingOf } from "../../lib/list-search.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useMe } from "../../lib/use-me.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { formatNumber } from "@suyuan/contracts/common/format-value";
import { FILTER_WIDTH, FilterBar } from "../../common/filter-bar.tsx";
import { QueryLoadError } from "../../common/load-error.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { ActionLink, BulkButton } from "../../common/row-actions.tsx";
import { useTableTexts } from "../../common/use-table-texts.ts";
import { ResourceLookupSelect } from "../../kit/resource-lookup.tsx";
import { ReadingsChart } from "./readings-chart.tsx";
import { periodOf, readingsQueryOptions, type ReadingsSearch } from "./readings-search.ts";

const route = getRouteApi("/_authed/envPlateData/list");

type Draft = { deviceId: string | null; from: string | undefined; to: string | undefined };

export function ReadingsPage() {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const me = useMe();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { page, pageSize } = pagingOf(search);
  const period = useMemo(() => periodOf(search), [search]);
  const [draft, setDraft] = useState<Draft>(() => ({
    deviceId: search.deviceId ? String(search.deviceId) : null,
    from: period.fromDay,
    to: period.toDay,
  }));
  const list = useQuery({ ...readingsQueryOptions(trpc, search), placeholderData: keepPreviousData });
  const texts = useTableTexts(list.data?.totalCapped === true);
  const canDelete = usePermitted(OPERATION_KEYS.envReadingDelete);
  const canEdit = usePermitted("/envPlateData/update");
  const remove = useMutation(trpc.envReading.delete.mutationOptions());

  const go = (patch: Partial<ReadingsSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, ...patch }) });
  const applyDraft = (next: Draft) =>
    go({ page: 1, deviceId: next.deviceId ? Number(next.deviceId) : undefined, from: next.from, to: next.to });

  const askDelete = (rows: TEnvReadingItem[], done?: () => void) =>
    confirmAction({
      title: t("common.confirmTitle"),
      message:
        rows.length === 1
          ? t("reading.deleteConfirm", { time: formatDateTime(rows[0]!.recordedAt) })
          : t("reading.deleteManyConfirm", { count: rows.length }),
      confirmLabel: t("common.delete"),
      cancelLabel: t("common.cancel"),
      danger: true,
      onConfirm: () =>
        remove.mutate(
          { ids: rows.map((row) => row.id) },
          {
            onSuccess: (result) => {
              notifySuccess(t("reading.deletedDone", { count: result.count }));
              done?.();
              void queryClient.invalidateQueries({ queryKey: trpc.envReading.pathKey() });
            },
            onError: (error) => notifyFailure(error, t),
          },
        ),
    });

  const columns = useMemo<MRT_ColumnDef<TEnvReadingItem>[]>(() => {
    const measure = (
      name: "temperature" | "humidity" | "soilMoisture" | "light" | "co2",
    ): MRT_ColumnDef<TEnvReadingItem> => ({
      id: name,
      header: t(`reading.${name}`),
      enableSorting: false,
      size: 100,
      Cell: ({ row }) => formatNumber(row.original[name], locale, 6),
    });
    return [
      {
        id: "recordedAt",
        header: t("reading.recordedAt"),
        enableSorting: false,
        size: 150,
        Cell: ({ row }) => formatDateTime(row.original.recordedAt),
      },
      {
        id: "device",
        header: t("reading.device"),
        enableSorting: false,
        size: 160,
        Cell: ({ row }) => `${row.original.device.name} (${row.original.device.code})`,
      },
      measure("temperature"),
      measure("humidity"),
      measure("soilMoisture"),
      measure("light"),
      measure("co2"),
    ];
  }, [t]);

  return (
    <PageCard
      title={t("reading.listTitle")}
      hint={t("reading.listHint")}
      testId="readings-page"
      actions={
        <Permitted perm="/envPlateData/save">
          <Button
            renderRoot={(props) => <Link {...props} to="/envPlateData/save" search={{ deviceId: search.deviceId }} />}
            leftSection={<IconPlus size={16} />}
          >
            {t("reading.add")}
          </Button>
        </Permitted>
      }
    >
      <FilterBar
        onSearch={() => applyDraft(draft)}
        onReset={() => {
          const empty = { deviceId: null, from: undefined, to: undefined };
          const defaults = periodOf({});
          setDraft({ deviceId: null, from: defaults.fromDay, to: defaults.toDay });
          applyDraft(empty);
        }}
      >
        <ResourceLookupSelect
          source="envDevice"
          placeholder={t("env.placeholder")}
          label={t("reading.device")}
          w={FILTER_WIDTH + 60}
          value={draft.deviceId}
          onChange={(value) => setDraft({ ...draft, deviceId: value })}
        />
        <DatePickerInput
          type="range"
          label={t("reading.period")}
          valueFormat="YYYY-MM-DD"
          leftSection={<IconCalendar size={16} />}
          w={250}
          allowSingleDateInRange
          value={[fromDateParam(draft.from), fromDateParam(draft.to)]}
          onChange={([start, end]) => setDraft({ ...draft, from: toDateParam(start), to: toDateParam(end) })}
        />
      </FilterBar>
      <Stack gap="md">
        <ReadingsChart deviceId={search.deviceId} from={period.from} to={period.to} />
        {list.isError ? <QueryLoadError query={list} /> : null}
        <DataTable<TEnvReadingItem>
          tableId="env-readings"
          userId={me.user.id}
          locale={locale}
          texts={texts}
          columns={columns}
          rows={list.data?.items ?? []}
          total={list.data?.total ?? 0}
          getRowId={(row) => row.id}
          page={page}
          pageSize={pageSize}
          sort={{ sortBy: undefined, sortDir: "desc" }}
          onPageChange={(nextPage, nextSize) => go({ page: nextPage, pageSize: nextSize })}
          onSortChange={() => undefined}
          loading={list.isPending}
          refreshing={list.isFetching && !list.isPending}
          selectable={canDelete}
          toolbar={({ rows, clear }) =>
            rows.length === 0 || !canDelete ? null : (
              <BulkButton icon={IconTrash} color="red" onClick={() => askDelete(rows, clear)}>
                {t("reading.bulkDelete")}
              </BulkButton>
            )
          }
          rowActionsHeader={t("common.actions")}
          rowActionsSize={120}
          rowActions={
            canEdit || canDelete
              ? (reading) => {
                  const label = formatDateTime(reading.recordedAt);
                  return (
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      {canEdit ? (
                        <Anchor
                          renderRoot={(props) => (
                            <Link
                              {...props}
                              to="/envPlateData/update"
                              search={{
                                id: reading.id,
                                deviceId: reading.device.id,
                                at: reading.recordedAt.toISOString(),
                              }}
                            />
                          )}
                          size="sm"
                          aria-label={`${t("common.edit")} ${label}`}
                        >
                          {t("common.edit")}
                        </Anchor>
                      ) : null}
                      {canDelete ? (
                        <ActionLink
                          label={t("common.delete")}
                          target={label}
                          color="red"
                          onClick={() => askDelete([reading])}
                        />
                      ) : null}
                    </Group>
                  );
                }
              : undefined
          }
        />
      </Stack>
    </PageCard>
  );
}
