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
import { CMS_TEXTS, fill } from "../../common/cms-texts.ts";
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
  const { locale } = useI18n();
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
  const remove = useMutation(trpc.cmsFile.delete.mutationOptions(outcome(CMS_TEXTS.deleted)));
  const flag = useMutation(trpc.cmsFile.flag.mutationOptions(outcome(CMS_TEXTS.flagDone)));
  const clean = useMutation(trpc.cmsFile.deleteFree.mutationOptions(outcome(CMS_TEXTS.deleted)));

  const columns = useMemo<DataColumn<TCmsFileItem>[]>(
    () => [
      {
        accessorKey: "name",
        header: pick(CMS_TEXTS.fileName, locale),
        size: 240,
        Cell: ({ row }) => (
          <Anchor href={row.original.path} target="_blank" rel="noreferrer" size="sm">
            {row.original.name}
          </Anchor>
        ),
      },
      {
        accessorKey: "size",
        header: pick(CMS_TEXTS.fileSize, locale),
        size: 90,
        Cell: ({ row }) => sizeText(row.original.size),
      },
      {
        accessorKey: "valid",
        priority: "high",
        header: pick(CMS_TEXTS.status, locale),
        size: 90,
        Cell: ({ row }) => (
          <Badge color={row.original.valid ? "green" : "gray"} variant="light">
            {pick(row.original.valid ? CMS_TEXTS.valid : CMS_TEXTS.invalid, locale)}
          </Badge>
        ),
      },
      {
        id: "references",
        header: pick(CMS_TEXTS.usedBy, locale),
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
        header: pick(CMS_TEXTS.uploader, locale),
        size: 100,
        Cell: ({ row }) => row.original.uploaderName ?? "—",
      },
      {
        accessorKey: "uploadedAt",
        header: pick(CMS_TEXTS.uploadedAt, locale),
        size: 150,
        Cell: ({ row }) => formatDateTime(row.original.uploadedAt),
      },
    ],
    [locale],
  );

  const validity: Validity = search.valid === undefined ? "all" : search.valid ? "valid" : "invalid";
  return (
    <PageCard
      title={pick(CMS_TEXTS.filesTitle, locale)}
      hint={pick(CMS_TEXTS.filesHint, locale)}
      testId="file-list-page"
      actions={
        <Group gap="xs">
          <Permitted perm={CMS_FILE_KEYS.flag}>
            <Button variant="default" loading={flag.isPending} onClick={() => flag.mutate()}>
              {pick(CMS_TEXTS.flag, locale)}
            </Button>
          </Permitted>
          <ConfirmButton
            perm={CMS_FILE_KEYS.clean}
            title={pick(CMS_TEXTS.clean, locale)}
            message={pick(CMS_TEXTS.cleanConfirm, locale)}
            danger
            onConfirm={() => clean.mutate()}
            loading={clean.isPending}
          >
            {pick(CMS_TEXTS.clean, locale)}
          </ConfirmButton>
        </Group>
      }
    >
      <Group gap="sm" mb="sm" align="flex-end">
        <SegmentedControl
          value={validity}
          onChange={(value) => go({ valid: value === "all" ? undefined : value === "valid" })}
          data={[
            { value: "all", label: pick(CMS_TEXTS.allFiles, locale) },
            { value: "valid", label: pick(CMS_TEXTS.valid, locale) },
            { value: "invalid", label: pick(CMS_TEXTS.invalid, locale) },
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
              placeholder={pick(CMS_TEXTS.fileName, locale)}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={100}
              w={220}
            />
            <Button type="submit" variant="light">
              {pick(CMS_TEXTS.search, locale)}
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
            title={pick(CMS_TEXTS.delete, locale)}
            message={fill(pick(CMS_TEXTS.confirmMessage, locale), {
              count: rows.length,
              action: pick(CMS_TEXTS.delete, locale),
            })}
            danger
            onConfirm={() => remove.mutate({ ids: rows.map((row) => row.id) }, { onSuccess: clear })}
            selected={rows.length}
          >
            {pick(CMS_TEXTS.delete, locale)}
          </ConfirmButton>
        )}
      />
    </PageCard>
  );
}
