import { Stack } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { notifySuccess } from "../../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../../lib/use-trpc.ts";
import { QueryLoadError } from "../../../common/load-error.tsx";
import { PageCard } from "../../../common/page-card.tsx";
import { SiteFieldsForm, siteFormValues, siteInput } from "./site-fields-form.tsx";
import { SiteWeixinCard } from "./site-weixin-form.tsx";

/** 站点设置: the current site's base settings (site_config/base_*). */
export function SiteSettingsPage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const base = useQuery(trpc.site.getBase.queryOptions());
  const update = useMutation(trpc.site.updateBase.mutationOptions());
  return (
    <Stack gap="md">
      <PageCard title={t("site.baseTitle")} hint={t("site.baseHint")} testId="site-settings-page">
        {base.isError ? <QueryLoadError query={base} /> : null}
        {base.data ? (
          <SiteFieldsForm
            key={base.data.id}
            initial={siteFormValues(base.data)}
            withMaster={false}
            submitting={update.isPending}
            onSubmit={async (values) => {
              await update.mutateAsync(siteInput(values));
              notifySuccess(t("site.saved"));
              void queryClient.invalidateQueries();
            }}
          />
        ) : null}
      </PageCard>
      <SiteWeixinCard />
    </Stack>
  );
}
