import { Badge, Group, Text } from "@mantine/core";
import type { TSiteItem } from "@suyuan/contracts/site/site-operations";
import type { DataColumn } from "@suyuan/ui/data-table";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { EMPTY } from "../../../kit/resource-format.tsx";
import { notifySuccess } from "../../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../../lib/use-trpc.ts";
import { ModalEditedList, useUrlPaging } from "./modal-edited-list.tsx";
import { SiteFieldsForm, siteFormValues, siteInput } from "./site-fields-form.tsx";

/** 站点管理: every site the user manages, added and edited in a dialog. */
export function SiteListPage() {
  const { locale, t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const [paging, setPaging] = useUrlPaging();
  const sites = useQuery({ ...trpc.site.find.queryOptions(paging), placeholderData: keepPreviousData });
  const create = useMutation(trpc.site.create.mutationOptions());
  const update = useMutation(trpc.site.update.mutationOptions());
  const remove = useMutation(trpc.site.delete.mutationOptions());
  const columns = useMemo<DataColumn<TSiteItem>[]>(() => {
    const orEmpty = (value: string | null) => value ?? EMPTY;
    return [
      {
        accessorKey: "siteName",
        header: t("site.siteName"),
        priority: "primary",
        size: 200,
        Cell: ({ row: { original: site } }) => (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={site.masterSite ? 600 : 400}>
              {site.siteName}
            </Text>
            {site.masterSite ? (
              <Badge size="sm" variant="light">
                {t("site.masterSite")}
              </Badge>
            ) : null}
          </Group>
        ),
      },
      { accessorKey: "shortName", header: t("site.shortName"), Cell: ({ row }) => orEmpty(row.original.shortName) },
      { accessorKey: "domain", header: t("site.domain"), Cell: ({ row }) => orEmpty(row.original.domain) },
      { accessorKey: "accessPath", header: t("site.accessPath"), Cell: ({ row }) => orEmpty(row.original.accessPath) },
      {
        accessorKey: "status",
        header: t("site.status"),
        priority: "high",
        size: 90,
        Cell: ({ row }) => (
          <Badge variant="light" color={row.original.status === "open" ? "green" : "gray"}>
            {t(row.original.status === "open" ? "site.open" : "site.closed")}
          </Badge>
        ),
      },
    ];
  }, [locale]);

  return (
    <ModalEditedList<TSiteItem>
      title={t("site.sitesTitle")}
      hint={t("site.sitesHint")}
      testId="site-list-page"
      tableId="cms-sites"
      keys={{ add: "/site/save", edit: "/site/update", delete: "/site/delete" }}
      texts={{ add: t("site.addSite"), edit: t("site.editSite"), deleteQuestion: t("site.deleteSiteConfirm") }}
      modalSize="lg"
      // The switcher and every site-dependent page read the sites too.
      refresh={() => queryClient.invalidateQueries()}
      list={sites}
      paging={paging}
      onPageChange={setPaging}
      rowName={(site) => site.siteName}
      deletable={(site) => !site.masterSite}
      remove={remove}
      columns={columns}
      form={(site, { close, saved }) => (
        <SiteFieldsForm
          initial={siteFormValues(site)}
          withMaster
          submitting={create.isPending || update.isPending}
          onCancel={close}
          onSubmit={async (values) => {
            const input = { ...siteInput(values), masterSite: values.masterSite };
            if (site === null) await create.mutateAsync(input);
            else await update.mutateAsync({ ...input, id: site.id });
            notifySuccess(t("site.saved"));
            saved();
          }}
        />
      )}
    />
  );
}
