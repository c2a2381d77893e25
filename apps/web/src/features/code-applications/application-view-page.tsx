import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import type {
  TCodeApplicationDetail,
  TTraceCodeItem,
} from "@suyuan/contracts/code-application/code-application-operations";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { formatTraceCodeGroups, traceCodeUrl } from "@suyuan/contracts/trace-code/trace-code";
import type { DataColumn } from "@suyuan/ui/data-table";
import { DEFAULT_PAGE_SIZE } from "@suyuan/ui/page-size";
import { IconAlertTriangle, IconEdit, IconGavel, IconRefresh, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState, type ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure } from "../../lib/failure.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { PageCard } from "../../common/page-card.tsx";
import { QueryTable, type Paging } from "../../common/query-table.tsx";
import { RowLink } from "../../common/row-actions.tsx";
import { ApplicantKindText, ApplicationStatusBadge, GenerationProgress } from "./application-labels.tsx";
import { applicationQueryOptions, isGenerating } from "./applications-search.ts";
import { BindCodesForm } from "./bind-codes-form.tsx";
import { CodeDownloads } from "./code-downloads.tsx";

/** The application, polled every second while its codes are being written. */
export function useApplication(id: number) {
  const trpc = useTrpc();
  return useSuspenseQuery({
    ...applicationQueryOptions(trpc, id),
    refetchInterval: (query) => (query.state.data && isGenerating(query.state.data.generationStatus) ? 1_000 : false),
  }).data;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={100} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      {children === null || children === undefined || children === "" ? (
        <Text size="sm" c="dimmed">
          —
        </Text>
      ) : (
        <Text size="sm" component="div">
          {children}
        </Text>
      )}
    </Group>
  );
}

/** Who applied for what, and how it was decided. */
export function ApplicationFacts({ item }: { item: TCodeApplicationDetail }) {
  const { t } = useI18n();
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" style={{ borderColor: "var(--mantine-color-gray-2)" }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="xs">
          <Field label={t("apply.enterprise")}>{item.enterprise.name}</Field>
          <Field label={t("apply.applicantKind")}>
            <ApplicantKindText kind={item.applicantKind} />
          </Field>
          <Field label={t("apply.goods")}>{item.goods.name}</Field>
          <Field label={t("apply.quantity")}>{item.quantity.toLocaleString("zh-CN")}</Field>
          <Field label={t("apply.applicant")}>{item.applicant?.username}</Field>
          <Field label={t("apply.appliedAt")}>{formatDateTime(item.createdAt)}</Field>
          <Field label={t("apply.reason")}>{item.reason}</Field>
        </SimpleGrid>
      </Paper>
      {item.status !== "pending" ? (
        <Paper withBorder radius="md" p="md" style={{ borderColor: "var(--mantine-color-gray-2)" }}>
          <Title order={3} fz="sm" fw={600} mb="sm" c="gray.8">
            {t("apply.examineResult")}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="xs">
            <Field label={t("apply.status")}>
              <ApplicationStatusBadge status={item.status} />
            </Field>
            <Field label={t("apply.examiner")}>{item.examiner?.username}</Field>
            <Field label={t("apply.examinedAt")}>{item.examinedAt ? formatDateTime(item.examinedAt) : null}</Field>
            <Field label={t("apply.opinion")}>{item.examineOpinion}</Field>
          </SimpleGrid>
        </Paper>
      ) : null}
    </Stack>
  );
}

/** Generation progress, the failure and its retry for administrators. */
export function GenerationPanel({ item }: { item: TCodeApplicationDetail }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const canRetry = usePermitted("/apply/examine");
  const retry = useMutation(trpc.codeApplication.retryGeneration.mutationOptions());
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      style={{ borderColor: "var(--mantine-color-gray-2)" }}
      data-testid="generation"
    >
      <Title order={3} fz="sm" fw={600} mb={4} c="gray.8">
        {t("apply.progressTitle")}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {item.status === "pending"
          ? t("apply.progressWaiting")
          : item.status === "rejected"
            ? t("apply.progressRejected")
            : t("apply.progressHint")}
      </Text>
      {item.status === "approved" ? (
        <Stack gap="xs">
          <GenerationProgress
            status={item.generationStatus}
            generated={item.generatedCount}
            quantity={item.quantity}
            size="lg"
          />
          {item.generatedAt ? (
            <Text size="xs" c="dimmed">
              {t("apply.generatedAt")}：{formatDateTime(item.generatedAt)}
            </Text>
          ) : null}
          {item.generationStatus === "failed" ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
              <Group justify="space-between" gap="sm">
                <Text size="sm">
                  {t("apply.generationError")}：{item.generationError}
                </Text>
                {canRetry && item.generatedCount === 0 ? (
                  <Button
                    size="xs"
                    leftSection={<IconRefresh size={14} />}
                    loading={retry.isPending}
                    onClick={() =>
                      retry.mutate(
                        { id: item.id },
                        {
                          onSuccess: () => {
                            notifySuccess(t("apply.retryDone"));
                            void queryClient.invalidateQueries({ queryKey: trpc.codeApplication.pathKey() });
                          },
                          onError: (error) => notifyFailure(error, t),
                        },
                      )
                    }
                  >
                    {t("apply.retry")}
                  </Button>
                ) : null}
              </Group>
            </Alert>
          ) : null}
        </Stack>
      ) : null}
    </Paper>
  );
}

function Bindings({ item }: { item: TCodeApplicationDetail }) {
  const { t } = useI18n();
  const canViewBatch = usePermitted("/batch/view");
  return (
    <Paper withBorder radius="md" p="md" style={{ borderColor: "var(--mantine-color-gray-2)" }} data-testid="bindings">
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="sm" fw={600} c="gray.8">
          {t("apply.bindings")}
        </Title>
        <Text size="xs" c="dimmed">
          {t("apply.boundCount", {
            bound: item.boundCount.toLocaleString("zh-CN"),
            total: item.quantity.toLocaleString("zh-CN"),
          })}
        </Text>
      </Group>
      {item.bindings.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("apply.bindingsEmpty")}
        </Text>
      ) : (
        <Stack gap={4}>
          {item.bindings.map((binding) => {
            const text = t("apply.bindingRow", {
              batchNo: binding.batch.batchNo,
              count: binding.count.toLocaleString("zh-CN"),
              from: binding.fromSerial,
              to: binding.toSerial,
            });
            return canViewBatch ? (
              <RowLink key={binding.batch.id} to="/batch/view" search={{ id: binding.batch.id }} px={0}>
                {text}
              </RowLink>
            ) : (
              <Text key={binding.batch.id} size="sm">
                {text}
              </Text>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}

type CodeRow = TTraceCodeItem & { id: string };

/** A page of the codes in serial order, or one code looked up, in the one list table. */
function CodesTable({ item }: { item: TCodeApplicationDetail }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  // The view page's URL is the application's; the codes' page is the panel's own.
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [draft, setDraft] = useState("");
  const [code, setCode] = useState<string | undefined>(undefined);
  const codes = useQuery({
    ...trpc.codeApplication.findCodes.queryOptions({ id: item.id, ...paging, code }),
    placeholderData: keepPreviousData,
    // A code is its row's key (the answer has no id: serials are per application).
    select: (data) => ({ ...data, items: data.items.map((row): CodeRow => ({ ...row, id: row.code })) }),
  });
  const origin = item.publicBaseUrl ?? window.location.origin;
  const columns = useMemo<DataColumn<CodeRow>[]>(
    () => [
      { accessorKey: "serial", header: t("apply.serial"), size: 80 },
      {
        id: "code",
        header: t("apply.code"),
        priority: "primary",
        size: 220,
        Cell: ({ row }) => (
          <Anchor
            href={traceCodeUrl(origin, row.original.code)}
            target="_blank"
            rel="noreferrer"
            ff="monospace"
            size="sm"
          >
            {formatTraceCodeGroups(row.original.code)}
          </Anchor>
        ),
      },
      { id: "batch", header: t("apply.batch"), Cell: ({ row }) => row.original.batch?.batchNo ?? "—" },
      {
        id: "boundAt",
        header: t("apply.boundAt"),
        size: 150,
        Cell: ({ row }) => (row.original.boundAt ? formatDateTime(row.original.boundAt) : "—"),
      },
      { accessorKey: "scanCount", header: t("apply.scanCount"), size: 80 },
      {
        id: "lastScanAt",
        header: t("apply.lastScanAt"),
        size: 150,
        Cell: ({ row }) => (row.original.lastScanAt ? formatDateTime(row.original.lastScanAt) : "—"),
      },
    ],
    [t, origin],
  );
  return (
    <Paper withBorder radius="md" p="md" style={{ borderColor: "var(--mantine-color-gray-2)" }} data-testid="codes">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <div>
          <Title order={3} fz="sm" fw={600} c="gray.8">
            {t("apply.codes")}
          </Title>
          <Text size="xs" c="dimmed">
            {t("apply.codesHint")}
          </Text>
        </div>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setPaging((current) => ({ ...current, page: 1 }));
            setCode(draft.trim() || undefined);
          }}
        >
          <TextInput
            size="xs"
            w={240}
            placeholder={t("apply.findCode")}
            aria-label={t("apply.findCode")}
            leftSection={<IconSearch size={14} />}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
        </form>
      </Group>
      <QueryTable<CodeRow>
        tableId="trace-codes"
        list={codes}
        paging={paging}
        onPageChange={setPaging}
        columns={columns}
      />
    </Paper>
  );
}

/** /apply/view?id=: facts, review result, generation progress, bindings, binding, downloads and codes. */
export function ApplicationViewPage({ id }: { id: number }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const item = useApplication(id);
  const canBind = usePermitted("/apply/bindingCode");
  const canDownload = usePermitted(OPERATION_KEYS.applyDownload);
  const canEdit = usePermitted("/apply/update");
  const canExamine = usePermitted("/apply/examine");
  const ready = item.generationStatus === "done";
  return (
    <PageCard
      title={`${t("apply.viewTitle")} #${item.id}`}
      hint={`${item.enterprise.name} · ${item.goods.name}`}
      testId="application-view-page"
      actions={
        <>
          <ApplicationStatusBadge status={item.status} />
          {canEdit && item.status === "pending" ? (
            <Button
              variant="default"
              leftSection={<IconEdit size={16} />}
              onClick={() => void navigate({ to: "/apply/update", search: { id } })}
            >
              {t("common.edit")}
            </Button>
          ) : null}
          {canExamine && item.status === "pending" ? (
            <Button
              color="orange"
              leftSection={<IconGavel size={16} />}
              onClick={() => void navigate({ to: "/apply/examine", search: { id } })}
            >
              {t("apply.examine")}
            </Button>
          ) : null}
        </>
      }
    >
      <Stack gap="md">
        <ApplicationFacts item={item} />
        <GenerationPanel item={item} />
        {item.status === "approved" ? (
          <>
            {ready ? <Bindings item={item} /> : null}
            {canBind ? (
              <BindCodesForm
                application={{
                  id,
                  quantity: item.quantity,
                  ready,
                  enterpriseId: item.enterprise.id,
                  goodsId: item.goods.id,
                }}
              />
            ) : null}
            {canDownload ? <CodeDownloads id={id} quantity={item.quantity} ready={ready} /> : null}
            {ready ? <CodesTable item={item} /> : null}
          </>
        ) : null}
      </Stack>
    </PageCard>
  );
}
