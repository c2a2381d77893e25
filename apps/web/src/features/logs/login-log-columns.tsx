import type { TClientAgent } from "@suyuan/contracts/log/client-agent";
import { placeLabel } from "@suyuan/contracts/region/place-label";
import { Badge, Text } from "@mantine/core";
import type { MRT_ColumnDef } from "@suyuan/ui/data-table";
import { useMemo } from "react";
import { ClientAgentText } from "../../common/client-agent-text.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { UiKey } from "../../i18n/ui-messages-zh.ts";
import { formatDateTimeSeconds } from "../../lib/format-date.ts";

export type LoginRow = {
  id: string;
  createdAt: Date;
  username: string;
  ip: string | null;
  provinceCode: string | null;
  cityCode: string | null;
  userAgent: string | null;
  agent: TClientAgent | null;
  success: boolean;
  reason: string | null;
};

const REASON_KEYS: Record<string, UiKey> = {
  unknown_user: "log.reason.unknown_user",
  wrong_password: "log.reason.wrong_password",
  disabled: "log.reason.disabled",
  locked: "log.reason.locked",
};

/** The login log's columns: who, from where (address and place), with what, and why it failed. */
export function useLoginLogColumns(): MRT_ColumnDef<LoginRow>[] {
  const { t } = useI18n();
  return useMemo<MRT_ColumnDef<LoginRow>[]>(
    () => [
      {
        accessorKey: "createdAt",
        header: t("log.time"),
        size: 170,
        Cell: ({ row }) => formatDateTimeSeconds(row.original.createdAt),
      },
      { accessorKey: "username", header: t("log.username"), enableSorting: false, size: 140 },
      {
        accessorKey: "ip",
        header: t("log.ip"),
        enableSorting: false,
        size: 130,
        Cell: ({ row }) => row.original.ip ?? "—",
      },
      {
        id: "place",
        header: t("log.place"),
        enableSorting: false,
        size: 140,
        Cell: ({ row }) => placeLabel(row.original.provinceCode, row.original.cityCode) || "—",
      },
      {
        id: "success",
        header: t("log.result"),
        enableSorting: false,
        size: 90,
        Cell: ({ row }) => (
          <Badge color={row.original.success ? "green" : "red"} variant="light">
            {row.original.success ? t("log.success") : t("log.failure")}
          </Badge>
        ),
      },
      {
        id: "reason",
        header: t("log.reason"),
        enableSorting: false,
        size: 120,
        Cell: ({ row }) => {
          const reason = row.original.reason;
          if (!reason)
            return (
              <Text c="dimmed" size="sm">
                —
              </Text>
            );
          const key = REASON_KEYS[reason];
          return key ? t(key) : reason;
        },
      },
      {
        id: "userAgent",
        header: t("log.userAgent"),
        enableSorting: false,
        size: 240,
        Cell: ({ row }) => <ClientAgentText agent={row.original.agent} userAgent={row.original.userAgent} />,
      },
    ],
    [t],
  );
}
