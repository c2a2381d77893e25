import { Badge, Code } from "@mantine/core";
import type { MRT_ColumnDef } from "@suyuan/ui/data-table";
import { useMemo } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatDateTimeSeconds } from "../../lib/format-date.ts";

export type OperationRow = {
  id: string;
  createdAt: Date;
  username: string | null;
  site: { id: number; name: string } | null;
  operation: string;
  resource: string;
  targetId: string | null;
  ip: string | null;
  outcome: string;
};

/** The operation log's columns: who did what to which row, on which site, and how it ended. */
export function useOperationLogColumns(): MRT_ColumnDef<OperationRow>[] {
  const { t } = useI18n();
  return useMemo<MRT_ColumnDef<OperationRow>[]>(
    () => [
      {
        accessorKey: "createdAt",
        header: t("log.time"),
        size: 170,
        Cell: ({ row }) => formatDateTimeSeconds(row.original.createdAt),
      },
      {
        accessorKey: "username",
        header: t("log.username"),
        enableSorting: false,
        size: 120,
        Cell: ({ row }) => row.original.username ?? "—",
      },
      {
        id: "site",
        header: t("log.site"),
        enableSorting: false,
        size: 130,
        Cell: ({ row }) => row.original.site?.name ?? "—",
      },
      {
        accessorKey: "operation",
        header: t("log.operation"),
        enableSorting: false,
        size: 150,
        Cell: ({ row }) => <Code>{row.original.operation}</Code>,
      },
      { accessorKey: "resource", header: t("log.resource"), enableSorting: false, size: 120 },
      {
        accessorKey: "targetId",
        header: t("log.targetId"),
        enableSorting: false,
        size: 100,
        Cell: ({ row }) => row.original.targetId ?? "—",
      },
      {
        accessorKey: "ip",
        header: t("log.ip"),
        enableSorting: false,
        size: 120,
        Cell: ({ row }) => row.original.ip ?? "—",
      },
      {
        id: "outcome",
        header: t("log.outcome"),
        enableSorting: false,
        size: 90,
        Cell: ({ row }) => (
          <Badge color={row.original.outcome === "success" ? "green" : "red"} variant="light">
            {row.original.outcome === "success" ? t("log.success") : t("log.failure")}
          </Badge>
        ),
      },
    ],
    [t],
  );
}
