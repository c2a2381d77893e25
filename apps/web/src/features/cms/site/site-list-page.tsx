import { Badge, Group, Text } from "@mantine/core";
import type { TSiteItem } from "@suyuan/contracts/site/site-operations";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { pick } from "../../../i18n/pick-label.ts";
import { EMPTY } from "../../../kit/resource-format.tsx";
import { notifySuccess } from "../../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../../lib/use-trpc.ts";
import { ModalEditedList } from "./modal-edited-list.tsx";
import { SiteFieldsForm, siteFormValues, siteInput } from "./site-fields-form.tsx";
import { SITE_TEXTS as T } from "./site-texts.ts";

/** 站点管理: every site the user manages, added and edited in a dialog. */
export function SiteListPage() {
  const { locale } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const sites = useQuery(trpc.site.find.queryOptions({ page: 1, pageSize: 100 }));
  const create = useMutation(trpc.site.create.mutationOptions());
  const update = useMutation(trpc.site.update.mutationOptions());
  const remove = useMutation(trpc.site.delete.mutationOptions());
  const text = (key: keyof typeof T) => pick(T[key], locale);

  return (
    <ModalEditedList<TSiteItem>
      title={text("sitesTitle")}
      hint={text("sitesHint")}
      testId="site-list-page"
      keys={{ add: "/site/save", edit: "/site/update", delete: "/site/delete" }}
      texts={{ add: text("addSite"), edit: text("editSite"), deleteQuestion: text("deleteSiteConfirm") }}
      modalSize="lg"
      failure={sites.error}
      onRetry={() => void sites.refetch()}
      // The switcher and every site-dependent page read the sites too.
      refresh={() => queryClient.invalidateQueries()}
      rows={sites.data?.items ?? []}
      pending={sites.isPending}
      rowName={(site) => site.siteName}
      deletable={(site) => !site.masterSite}
      remove={remove}
      columns={[
        {
          header: text("siteName"),
          cell: (site) => (
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
          ),
        },
        { header: text("shortName"), cell: (site) => site.shortName ?? EMPTY },
        { header: text("domain"), cell: (site) => site.domain ?? EMPTY },
        { header: text("accessPath"), cell: (site) => site.accessPath ?? EMPTY },
        {
          header: text("status"),
          cell: (site) => (
            <Badge variant="light" color={site.status === "open" ? "green" : "gray"}>
              {text(site.status)}
            </Badge>
          ),
        },
      ]}
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
            notifySuccess(text("saved"));
            saved();
          }}
        />
      )}
    />
  );
}
