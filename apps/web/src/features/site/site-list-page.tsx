import { Badge, Button, Group, Modal, Table, Text } from "@mantine/core";
import type { TSiteItem } from "@suyuan/contracts/site/site-operations";
import { IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { EMPTY, pick } from "../../kit/resource-format.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { failureText, notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { LoadError } from "../common/load-error.tsx";
import { PageCard } from "../common/page-card.tsx";
import { ActionLink } from "../common/row-actions.tsx";
import { SiteFieldsForm, siteFormValues, siteInput } from "./site-fields-form.tsx";
import { fill, SITE_TEXTS as T } from "./site-texts.ts";

/** 站点管理: every site the user manages, added and edited in a dialog. */
export function SiteListPage() {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const sites = useQuery(trpc.site.find.queryOptions({ page: 1, pageSize: 100 }));
  const [editing, setEditing] = useState<TSiteItem | "new" | null>(null);
  const create = useMutation(trpc.site.create.mutationOptions());
  const update = useMutation(trpc.site.update.mutationOptions());
  const remove = useMutation(trpc.site.delete.mutationOptions());
  const canAdd = usePermitted("/site/save");
  const canEdit = usePermitted("/site/update");
  const canDelete = usePermitted("/site/delete");
  const text = (key: keyof typeof T) => pick(T[key], locale);
  // The switcher and every site-dependent page read the sites too.
  const refresh = () => queryClient.invalidateQueries();

  const askDelete = (site: TSiteItem) =>
    confirmAction({
      title: text("confirmTitle"),
      message: fill(text("deleteSiteConfirm"), { name: site.siteName }),
      confirmLabel: text("delete"),
      cancelLabel: text("cancel"),
      danger: true,
      onConfirm: () =>
        remove.mutate(
          { ids: [site.id] },
          {
            onSuccess: () => {
              notifySuccess(text("deleted"));
              void refresh();
            },
            onError: (error) => notifyFailure(error, t),
          },
        ),
    });

  const rows = sites.data?.items ?? [];
  return (
    <PageCard
      title={text("sitesTitle")}
      hint={text("sitesHint")}
      testId="site-list-page"
      actions={
        canAdd ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing("new")}>
            {text("addSite")}
          </Button>
        ) : null
      }
    >
      {sites.isError ? (
        <LoadError message={failureText(toAppFailure(sites.error), t)} onRetry={() => void sites.refetch()} />
      ) : null}
      <Table highlightOnHover verticalSpacing="sm" aria-label={text("sitesTitle")}>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>{text("siteName")}</Table.Th>
            <Table.Th>{text("shortName")}</Table.Th>
            <Table.Th>{text("domain")}</Table.Th>
            <Table.Th>{text("accessPath")}</Table.Th>
            <Table.Th>{text("status")}</Table.Th>
            <Table.Th style={{ textAlign: "right" }}>{text("actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text c="dimmed" size="sm" ta="center" py="lg">
                  {sites.isPending ? text("loading") : text("empty")}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((site) => (
              <Table.Tr key={site.id}>
                <Table.Td>
                  <Group gap={6}>
                    <Text size="sm" fw={site.masterSite ? 600 : 400}>
                      {site.siteName}
                    </Text>
                    {site.masterSite ? (
                      <Badge size="sm" variant="light">
                        {text("masterSite")}
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>{site.shortName ?? EMPTY}</Table.Td>
                <Table.Td>{site.domain ?? EMPTY}</Table.Td>
                <Table.Td>{site.accessPath ?? EMPTY}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={site.status === "open" ? "green" : "gray"}>
                    {text(site.status)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {canEdit ? (
                      <ActionLink label={text("edit")} target={site.siteName} onClick={() => setEditing(site)} />
                    ) : null}
                    {canDelete && !site.masterSite ? (
                      <ActionLink
                        label={text("delete")}
                        target={site.siteName}
                        color="red"
                        onClick={() => askDelete(site)}
                      />
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        centered
        size="lg"
        title={editing === "new" ? text("addSite") : text("editSite")}
      >
        {editing ? (
          <SiteFieldsForm
            key={editing === "new" ? "new" : editing.id}
            initial={siteFormValues(editing === "new" ? null : editing)}
            withMaster
            submitting={create.isPending || update.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              const input = { ...siteInput(values), masterSite: values.masterSite };
              if (editing === "new") await create.mutateAsync(input);
              else await update.mutateAsync({ ...input, id: editing.id });
              notifySuccess(text("saved"));
              setEditing(null);
              void refresh();
            }}
          />
        ) : null}
      </Modal>
    </PageCard>
  );
}
