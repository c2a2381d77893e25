import { Button, Group, Modal, Table, TextInput } from "@mantine/core";
import { JOB_APPLY_KEYS } from "@suyuan/contracts/job-apply/job-apply-keys";
import type { DataColumn } from "@suyuan/ui/data-table";
import { DEFAULT_PAGE_SIZE } from "@suyuan/ui/page-size";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { fill } from "../../common/cms-texts.ts";
import { ConfirmButton } from "../../common/confirm-button.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { QueryTable } from "../../common/query-table.tsx";
import { useCountedOutcome } from "../../common/use-counted-outcome.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../i18n/pick-label.ts";
import { cleanSearch } from "../../lib/list-search.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { CUSTOM_FORM_TEXTS } from "./custom-form-texts.ts";

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
  const { locale } = useI18n();
  const trpc = useTrpc();
  const view = useQuery(trpc.jobApply.view.queryOptions({ id }));
  const row = view.data;
  const lines: [keyof typeof CUSTOM_FORM_TEXTS, string | undefined][] = [
    ["job", row?.contentTitle],
    ["applicant", row?.realname],
    ["gender", row?.gender],
    ["mobile", row?.mobile],
    ["email", row?.email],
    ["eduBack", row?.eduBack],
    ["eduSchool", row?.eduSchool],
    ["selfEvaluation", row?.selfEvaluation],
    ["applyTime", row?.applyTime],
  ];
  return (
    <Modal opened onClose={onClose} title={pick(CUSTOM_FORM_TEXTS.jobTitle, locale)} size="lg" centered>
      <Table>
        <Table.Tbody>
          {lines.map(([key, value]) => (
            <Table.Tr key={key}>
              <Table.Th w={120}>{pick(CUSTOM_FORM_TEXTS[key] as { zh: string; en: string }, locale)}</Table.Th>
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
  const { locale } = useI18n();
  const trpc = useTrpc();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const paging = { page: search.page ?? 1, pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE };
  const list = useQuery({
    ...trpc.jobApply.list.queryOptions({ ...paging, title: search.text }),
    placeholderData: keepPreviousData,
  });
  const outcome = useCountedOutcome(trpc.jobApply.pathKey());
  const remove = useMutation(trpc.jobApply.delete.mutationOptions(outcome(CUSTOM_FORM_TEXTS.deleted)));
  const [text, setText] = useState(search.text ?? "");
  const [viewing, setViewing] = useState<number | null>(null);
  const columns = useMemo<DataColumn<Application>[]>(
    () => [
      { accessorKey: "contentTitle", header: pick(CUSTOM_FORM_TEXTS.job, locale), size: 220 },
      { accessorKey: "realname", header: pick(CUSTOM_FORM_TEXTS.applicant, locale), size: 110 },
      { accessorKey: "mobile", header: pick(CUSTOM_FORM_TEXTS.mobile, locale), size: 130 },
      {
        accessorKey: "username",
        header: pick(CUSTOM_FORM_TEXTS.member, locale),
        size: 110,
        Cell: ({ row }) => row.original.username || pick(CUSTOM_FORM_TEXTS.guest, locale),
      },
      { accessorKey: "applyTime", header: pick(CUSTOM_FORM_TEXTS.applyTime, locale), size: 150 },
    ],
    [locale],
  );
  return (
    <PageCard
      title={pick(CUSTOM_FORM_TEXTS.jobTitle, locale)}
      hint={pick(CUSTOM_FORM_TEXTS.jobHint, locale)}
      testId="jobapply-list-page"
    >
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
            placeholder={pick(CUSTOM_FORM_TEXTS.searchJob, locale)}
            aria-label={pick(CUSTOM_FORM_TEXTS.searchJob, locale)}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={100}
            w={220}
          />
          <Button type="submit" variant="light">
            {pick(CUSTOM_FORM_TEXTS.search, locale)}
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
            {pick(CUSTOM_FORM_TEXTS.view, locale)}
          </Button>
        )}
        toolbar={({ rows, clear }) => (
          <ConfirmButton
            perm={JOB_APPLY_KEYS.delete}
            title={pick(CUSTOM_FORM_TEXTS.delete, locale)}
            message={fill(pick(CUSTOM_FORM_TEXTS.confirmDeleteApplies, locale), { count: rows.length })}
            danger
            onConfirm={() => remove.mutate({ ids: rows.map((row) => row.id) }, { onSuccess: clear })}
            selected={rows.length}
          >
            {pick(CUSTOM_FORM_TEXTS.delete, locale)}
          </ConfirmButton>
        )}
      />
      {viewing !== null ? <ApplicationDialog id={viewing} onClose={() => setViewing(null)} /> : null}
    </PageCard>
  );
}
