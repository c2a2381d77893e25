import { Anchor, Badge, Button, Group, SegmentedControl, Text, TextInput } from "@mantine/core";
import { CMS_FILE_KEYS } from "@suyuan/contracts/cms-file/cms-file-keys";
import { FILE_OWNER_LABELS, type TCmsFileItem } from "@suyuan/contracts/cms-file/cms-file-operations";
import type { DataColumn } from "@suyuan/ui/data-table";
import { DEFAULT_PAGE_SIZE } from "@suyuan/ui/page-size";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../i18n/pick-label.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { cleanSearch } from "../../lib/list-search.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { QueryTable } from "../../common/query-table.tsx";
import { ConfirmButton } from "../../common/confirm-button.tsx";
import type { FileListSearch } from "./file-list-search.ts";
import { useCountedOutcome } from "../../common/use-counted-outcome.ts";

const route = getRouteApi("/_authed/file/list");

type Validity = "all" | "valid" | "invalid";

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** 附件管理: the site's files, whether a record uses them, and the clean-up of unused ones. */
export function FileListPage() {
  const { locale, t } = useI18n();
  const trpc = useTrpc();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [name, setName] = useState(search.name ?? "");
  const paging = { page: search.page ?? 1, pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE };
  const list = useQuery({
    ...trpc.cmsFile.find.queryOptions({ ...paging, name: search.name, valid: search.valid }),
    placeholderData: keepPreviousData,
  });
  // A new filter starts again from the first page.
  const go = (next: Partial<FileListSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, page: undefined, ...next }) });
  const outcome = useCountedOutcome(trpc.cmsFile.pathKey());
  const remove = useMutation(trpc.cmsFile.delete.mutationOptions(outcome("content.deleted")));
  const flag = useMutation(trpc.cmsFile.flag.mutationOptions(outcome("content.flagDone")));
  const clean = useMutation(trpc.cmsFile.deleteFree.mutationOptions(outcome("content.deleted")));

  const columns = useMemo<DataColumn<TCmsFileItem>[]>(
    () => [
      {
        accessorKey: "name",
        header: t("content.fileName"),
        size: 240,
        Cell: ({ row }) => (
          <Anchor href={row.original.path} target="_blank" rel="noreferrer" size="sm">
            {row.original.name}
          </Anchor>
        ),
      },
      {
        accessorKey: "size",
        header: t("content.fileSize"),
        size: 90,
        Cell: ({ row }) => sizeText(row.original.size),
      },
      {
        accessorKey: "valid",
        priority: "high",
        header: t("content.status"),
        size: 90,
        Cell: ({ row }) => (
          <Badge color={row.original.valid ? "green" : "gray"} variant="light">
            {t(row.original.valid ? "content.valid" : "content.invalid")}
          </Badge>
        ),
      },
      {
        id: "references",
        header: t("content.usedBy"),
        size: 200,
        Cell: ({ row }) =>
          row.original.references.length === 0 ? (
            "—"
          ) : (
            <Text size="xs">
              {row.original.references
                .map((reference) => `${pick(FILE_OWNER_LABELS[reference.ownerType], locale)} #${reference.ownerId}`)
                .join("、")}
            </Text>
          ),
      },
      {
        accessorKey: "uploaderName",
        header: t("content.uploader"),
        size: 100,
        Cell: ({ row }) => row.original.uploaderName ?? "—",
      },
      {
        accessorKey: "uploadedAt",
        header: t("content.uploadedAt"),
        size: 150,
        Cell: ({ row }) => formatDateTime(row.original.uploadedAt),
      },
    ],
    [locale],
  );

  const validity: Validity = search.valid === undefined ? "all" : search.valid ? "valid" : "invalid";
  return (
    <PageCard
      title={t("content.filesTitle")}
      hint={t("content.filesHint")}
      testId="file-list-page"
      actions={
        <Group gap="xs">
          <Permitted perm={CMS_FILE_KEYS.flag}>
            <Button variant="default" loading={flag.isPending} onClick={() => flag.mutate()}>
              {t("content.flag")}
            </Button>
          </Permitted>
          <ConfirmButton
            perm={CMS_FILE_KEYS.clean}
            title={t("content.clean")}
            message={t("content.cleanConfirm")}
            danger
            onConfirm={() => clean.mutate()}
            loading={clean.isPending}
          >
            {t("content.clean")}
          </ConfirmButton>
        </Group>
      }
    >
      <Group gap="sm" mb="sm" align="flex-end">
        <SegmentedControl
          value={validity}
          onChange={(value) => go({ valid: value === "all" ? undefined : value === "valid" })}
          data={[
            { value: "all", label: t("content.allFiles") },
            { value: "valid", label: t("content.valid") },
            { value: "invalid", label: t("content.invalid") },
          ]}
        />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            go({ name: name.trim() || undefined });
          }}
        >
          <Group gap="xs" align="flex-end">
            <TextInput
              placeholder={t("content.fileName")}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={100}
              w={220}
            />
            <Button type="submit" variant="light">
              {t("content.search")}
            </Button>
          </Group>
        </form>
      </Group>
      <QueryTable
        tableId="cms-files"
        list={list}
        columns={columns}
        paging={paging}
        onPageChange={(next) => void navigate({ search: (previous) => cleanSearch({ ...previous, ...next }) })}
        selectable
        toolbar={({ rows, clear }) => (
          <ConfirmButton
            perm={CMS_FILE_KEYS.delete}
            title={t("content.delete")}
            message={t("content.confirmMessage", {
              count: rows.length,
              action: t("content.delete"),
            })}
            danger
            onConfirm={() => remove.mutate({ ids: rows.map((row) => row.id) }, { onSuccess: clear })}
            selected={rows.length}
          >
            {t("content.delete")}
          </ConfirmButton>
        )}
      />
    </PageCard>
  );
}
