import { Button, Group, Modal, Table, TextInput } from "@mantine/core";
import { JOB_APPLY_KEYS } from "@suyuan/contracts/job-apply/job-apply-keys";
import type { DataColumn } from "@suyuan/ui/data-table";
import { DEFAULT_PAGE_SIZE } from "@suyuan/ui/page-size";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { ConfirmButton } from "../../common/confirm-button.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { QueryTable } from "../../common/query-table.tsx";
import { useCountedOutcome } from "../../common/use-counted-outcome.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { UiKey } from "../../i18n/ui-messages-zh.ts";
import { cleanSearch } from "../../lib/list-search.ts";
import { useTrpc } from "../../lib/use-trpc.ts";

const route = getRouteApi("/_authed/jobapply/list");

type Application = {
  id: number;
  applyTime: string;
  contentTitle: string;
  realname: string;
  mobile: string;
  username: string;
};

/** One application in full (jobapply/view). */
function ApplicationDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const view = useQuery(trpc.jobApply.view.queryOptions({ id }));
  const row = view.data;
  const lines: [UiKey, string | undefined][] = [
    ["customForm.job", row?.contentTitle],
    ["customForm.applicant", row?.realname],
    ["customForm.gender", row?.gender],
    ["customForm.mobile", row?.mobile],
    ["customForm.email", row?.email],
    ["customForm.eduBack", row?.eduBack],
    ["customForm.eduSchool", row?.eduSchool],
    ["customForm.selfEvaluation", row?.selfEvaluation],
    ["customForm.applyTime", row?.applyTime],
  ];
  return (
    <Modal opened onClose={onClose} title={t("customForm.jobTitle")} size="lg" centered>
      <Table>
        <Table.Tbody>
          {lines.map(([key, value]) => (
            <Table.Tr key={key}>
              <Table.Th w={120}>{t(key)}</Table.Th>
              <Table.Td style={{ whiteSpace: "pre-wrap" }}>{value || "—"}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}

/** 职位申请: applications to the site's job postings, searched by the posting's title; read and deleted. */
export function JobApplyListPage() {
  const { locale, t } = useI18n();
  const trpc = useTrpc();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const paging = { page: search.page ?? 1, pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE };
  const list = useQuery({
    ...trpc.jobApply.list.queryOptions({ ...paging, title: search.text }),
    placeholderData: keepPreviousData,
  });
  const outcome = useCountedOutcome(trpc.jobApply.pathKey());
  const remove = useMutation(trpc.jobApply.delete.mutationOptions(outcome("customForm.deleted")));
  const [text, setText] = useState(search.text ?? "");
  const [viewing, setViewing] = useState<number | null>(null);
  const columns = useMemo<DataColumn<Application>[]>(
    () => [
      { accessorKey: "contentTitle", header: t("customForm.job"), size: 220 },
      { accessorKey: "realname", header: t("customForm.applicant"), size: 110 },
      { accessorKey: "mobile", header: t("customForm.mobile"), size: 130 },
      {
        accessorKey: "username",
        header: t("customForm.member"),
        size: 110,
        Cell: ({ row }) => row.original.username || t("customForm.guest"),
      },
      { accessorKey: "applyTime", header: t("customForm.applyTime"), size: 150 },
    ],
    [locale],
  );
  return (
    <PageCard title={t("customForm.jobTitle")} hint={t("customForm.jobHint")} testId="jobapply-list-page">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void navigate({
            search: (previous) => cleanSearch({ ...previous, page: undefined, text: text.trim() || undefined }),
          });
        }}
      >
        <Group gap="xs" mb="sm" align="flex-end">
          <TextInput
            placeholder={t("customForm.searchJob")}
            aria-label={t("customForm.searchJob")}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={100}
            w={220}
          />
          <Button type="submit" variant="light">
            {t("customForm.search")}
          </Button>
        </Group>
      </form>
      <QueryTable
        tableId="cms-job-applies"
        list={list}
        columns={columns}
        paging={paging}
        onPageChange={(next) => void navigate({ search: (previous) => cleanSearch({ ...previous, ...next }) })}
        selectable
        rowActionsSize={90}
        rowActions={(row) => (
          <Button size="compact-xs" variant="subtle" onClick={() => setViewing(row.id)}>
            {t("customForm.view")}
          </Button>
        )}
        toolbar={({ rows, clear }) => (
          <ConfirmButton
            perm={JOB_APPLY_KEYS.delete}
            title={t("customForm.delete")}
            message={t("customForm.confirmDeleteApplies", { count: rows.length })}
            danger
            onConfirm={() => remove.mutate({ ids: rows.map((row) => row.id) }, { onSuccess: clear })}
            selected={rows.length}
          >
            {t("customForm.delete")}
          </ConfirmButton>
        )}
      />
      {viewing !== null ? <ApplicationDialog id={viewing} onClose={() => setViewing(null)} /> : null}
    </PageCard>
  );
}
