import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { ZSiteWeixinFields, type TSiteWeixinItem } from "@suyuan/contracts/weixin/weixin";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../../../lib/failure.ts";
import { notifySuccess } from "../../../lib/notify.ts";
import { checkWith, useFormState } from "../../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../../lib/use-trpc.ts";
import { QueryLoadError } from "../../../common/load-error.tsx";
import { PageCard } from "../../../common/page-card.tsx";

const CHECK = checkWith(ZSiteWeixinFields);

/**
 * 微信公众号: the current site's WeChat account, to which the content list sends news. The stored
 * secret is never shown: the field starts blank and a blank save keeps it.
 */
export function SiteWeixinCard() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const account = useQuery(trpc.site.getWeixin.queryOptions());
  return (
    <PageCard title={t("site.weixinTitle")} hint={t("site.weixinHint")} testId="site-weixin-card">
      {account.isError ? <QueryLoadError query={account} /> : null}
      {account.data ? (
        <WeixinForm key={`${account.data.siteId}-${account.dataUpdatedAt}`} account={account.data} />
      ) : null}
    </PageCard>
  );
}

function WeixinForm({ account }: { account: TSiteWeixinItem }) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const update = useMutation(trpc.site.updateWeixin.mutationOptions());
  const { values, errors, setValue, setErrors, validate } = useFormState(
    { appId: account.appId ?? "", appSecret: "" },
    CHECK,
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = validate();
    if (!data) return;
    try {
      await update.mutateAsync(data);
      notifySuccess(t("site.saved"));
      await queryClient.invalidateQueries({ queryKey: trpc.site.getWeixin.queryKey() });
    } catch (error) {
      setErrors(serverFieldErrors(notifyFailure(error, t)));
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md" maw={760}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t("site.weixinAppId")}
            maxLength={64}
            value={values.appId}
            onChange={(event) => setValue("appId", event.currentTarget.value)}
            error={errors.appId ? ts(errors.appId) : undefined}
            data-testid="weixin-app-id"
          />
          <PasswordInput
            label={t("site.weixinAppSecret")}
            description={t(account.appSecretSet ? "site.weixinSecretKept" : "site.weixinSecretMissing")}
            maxLength={128}
            autoComplete="new-password"
            value={values.appSecret}
            onChange={(event) => setValue("appSecret", event.currentTarget.value)}
            error={errors.appSecret ? ts(errors.appSecret) : undefined}
            data-testid="weixin-app-secret"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} data-testid="weixin-save">
            {t("site.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
