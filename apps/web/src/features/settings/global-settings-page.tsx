import { Button, Tabs } from "@mantine/core";
import {
  ZApiSettingsInput,
  ZAttrSettingsInput,
  ZMemberSettingsInput,
  ZSsoSettingsInput,
  ZSystemSettingsInput,
} from "@suyuan/contracts/config/global-settings";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadError } from "../../common/load-error.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { failureText, notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { SettingsForm, type SettingsField } from "./settings-form.tsx";

const SYSTEM_FIELDS: readonly SettingsField[] = [
  { key: "commentOpen", kind: "switch", label: "settings.commentOpen" },
  { key: "guestbookOpen", kind: "switch", label: "settings.guestbookOpen" },
  { key: "guestbookNeedLogin", kind: "switch", label: "settings.guestbookNeedLogin" },
  { key: "viewOnlyChecked", kind: "switch", label: "settings.viewOnlyChecked" },
  { key: "commentDayLimit", kind: "number", label: "settings.commentDayLimit", min: 0, max: 10000 },
  { key: "guestbookDayLimit", kind: "number", label: "settings.guestbookDayLimit", min: 0, max: 10000 },
  { key: "validateType", kind: "number", label: "settings.validateType", min: 0, max: 2 },
  { key: "dayCount", kind: "number", label: "settings.dayCount", min: 0, max: 1000 },
  { key: "downloadTime", kind: "number", label: "settings.downloadTime", min: 0, max: 8760 },
  { key: "port", kind: "number", label: "settings.port", min: 1, max: 65535, nullable: true },
  { key: "contextPath", kind: "text", label: "settings.contextPath" },
  { key: "servletPoint", kind: "text", label: "settings.servletPoint" },
  { key: "defImg", kind: "text", label: "settings.defImg" },
  { key: "dbFileUri", kind: "text", label: "settings.dbFileUri" },
  { key: "loginUrl", kind: "text", label: "settings.loginUrl" },
  { key: "processUrl", kind: "text", label: "settings.processUrl" },
  { key: "uploadToDb", kind: "switch", label: "settings.uploadToDb" },
  { key: "insideSite", kind: "switch", label: "settings.insideSite" },
];

const ATTR_FIELDS: readonly SettingsField[] = [
  {
    key: "contentFreshMinute",
    kind: "number",
    label: "settings.contentFreshMinute",
    hint: "settings.contentFreshMinuteHint",
    min: 0,
    max: 1440,
  },
  { key: "dayNew", kind: "number", label: "settings.dayNew", min: 0, max: 365 },
  { key: "pictureNew", kind: "text", label: "settings.pictureNew" },
  { key: "preview", kind: "switch", label: "settings.preview" },
  { key: "codeImgWidth", kind: "number", label: "settings.codeImgWidth", min: 16, max: 2000 },
  { key: "codeImgHeight", kind: "number", label: "settings.codeImgHeight", min: 16, max: 2000 },
  { key: "isBdSubmit", kind: "switch", label: "settings.isBdSubmit" },
  { key: "bdToken", kind: "secret", label: "settings.bdToken" },
  { key: "weixinAppId", kind: "text", label: "settings.weixinAppId" },
  { key: "weixinAppSecret", kind: "secret", label: "settings.weixinAppSecret" },
  { key: "lockPwdUser", kind: "textarea", label: "settings.lockPwdUser" },
];

const MEMBER_FIELDS: readonly SettingsField[] = [
  { key: "memberOn", kind: "switch", label: "settings.memberOn" },
  { key: "registerOn", kind: "switch", label: "settings.registerOn" },
  { key: "checkOn", kind: "switch", label: "settings.checkOn" },
  { key: "usernameMinLen", kind: "number", label: "settings.usernameMinLen", min: 1, max: 50 },
  { key: "passwordMinLen", kind: "number", label: "settings.passwordMinLen", min: 1, max: 50 },
  { key: "userImgWidth", kind: "number", label: "settings.userImgWidth", min: 16, max: 2000 },
  { key: "userImgHeight", kind: "number", label: "settings.userImgHeight", min: 16, max: 2000 },
  { key: "usernameReserved", kind: "textarea", label: "settings.usernameReserved" },
];

const API_FIELDS: readonly SettingsField[] = [
  { key: "qqEnable", kind: "switch", label: "settings.qqEnable" },
  { key: "qqID", kind: "text", label: "settings.qqID" },
  { key: "qqKey", kind: "secret", label: "settings.qqKey" },
  { key: "sinaEnable", kind: "switch", label: "settings.sinaEnable" },
  { key: "sinaID", kind: "text", label: "settings.sinaID" },
  { key: "sinaKey", kind: "secret", label: "settings.sinaKey" },
  { key: "qqWeboEnable", kind: "switch", label: "settings.qqWeboEnable" },
  { key: "qqWeboID", kind: "text", label: "settings.qqWeboID" },
  { key: "qqWeboKey", kind: "secret", label: "settings.qqWeboKey" },
  { key: "weixinEnable", kind: "switch", label: "settings.weixinEnable" },
  { key: "weixinLoginId", kind: "text", label: "settings.weixinLoginId" },
  { key: "weixinLoginSecret", kind: "secret", label: "settings.weixinLoginSecret" },
];

const SSO_FIELDS: readonly SettingsField[] = [
  { key: "ssoEnable", kind: "switch", label: "settings.ssoEnable" },
  { key: "urls", kind: "lines", label: "settings.urls", hint: "settings.urlsHint" },
];

/** 全局设置: system, cache and other, members, third-party sign-in and single sign-on (config/*). */
export function GlobalSettingsPage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const client = useAppQueryClient();
  const [tab, setTab] = useState<string | null>("system");
  const system = useQuery(trpc.config.system.queryOptions());
  const attr = useQuery(trpc.config.attr.queryOptions());
  const member = useQuery(trpc.config.member.queryOptions());
  const api = useQuery(trpc.config.api.queryOptions());
  const sso = useQuery(trpc.config.sso.queryOptions());
  const saveSystem = useMutation(trpc.config.updateSystem.mutationOptions());
  const saveAttr = useMutation(trpc.config.updateAttr.mutationOptions());
  const saveMember = useMutation(trpc.config.updateMember.mutationOptions());
  const saveApi = useMutation(trpc.config.updateApi.mutationOptions());
  const saveSso = useMutation(trpc.config.updateSso.mutationOptions());
  const clearCache = useMutation(
    trpc.config.clearPageCache.mutationOptions({
      onSuccess: () => notifySuccess(t("settings.cacheCleared")),
      onError: (error) => notifyFailure(error, t),
    }),
  );
  const refresh = (key: readonly unknown[]) => client.invalidateQueries({ queryKey: key });
  const failed = [system, attr, member, api, sso].find((query) => query.error)?.error;
  const askClear = () =>
    confirmAction({
      title: t("settings.confirmTitle"),
      message: t("settings.clearCacheConfirm"),
      confirmLabel: t("settings.clearCache"),
      cancelLabel: t("settings.cancel"),
      danger: true,
      onConfirm: () => clearCache.mutate(undefined),
    });
  return (
    <PageCard title={t("settings.systemTitle")} hint={t("settings.systemHint")} testId="global-settings">
      {failed ? (
        <LoadError message={failureText(toAppFailure(failed), t)} onRetry={() => void system.refetch()} />
      ) : null}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="system">{t("settings.system")}</Tabs.Tab>
          <Tabs.Tab value="attr">{t("settings.attr")}</Tabs.Tab>
          <Tabs.Tab value="member">{t("settings.member")}</Tabs.Tab>
          <Tabs.Tab value="api">{t("settings.api")}</Tabs.Tab>
          <Tabs.Tab value="sso">{t("settings.sso")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="system" pt="md">
          {system.data ? (
            <SettingsForm
              fields={SYSTEM_FIELDS}
              schema={ZSystemSettingsInput}
              initial={system.data}
              saving={saveSystem.isPending}
              onSave={async (payload) => {
                await saveSystem.mutateAsync(payload);
                await refresh(trpc.config.system.queryKey());
              }}
              testId="system-settings"
            />
          ) : null}
        </Tabs.Panel>
        <Tabs.Panel value="attr" pt="md">
          {attr.data ? (
            <SettingsForm
              fields={ATTR_FIELDS}
              schema={ZAttrSettingsInput}
              initial={attr.data}
              saving={saveAttr.isPending}
              onSave={async (payload) => {
                await saveAttr.mutateAsync(payload as never);
                await refresh(trpc.config.attr.queryKey());
              }}
              testId="attr-settings"
              extra={
                <Permitted perm={OPERATION_KEYS.pageCacheClear}>
                  <Button variant="light" color="red" onClick={askClear} loading={clearCache.isPending}>
                    {t("settings.clearCache")}
                  </Button>
                </Permitted>
              }
            />
          ) : null}
        </Tabs.Panel>
        <Tabs.Panel value="member" pt="md">
          {member.data ? (
            <SettingsForm
              fields={MEMBER_FIELDS}
              schema={ZMemberSettingsInput}
              initial={member.data}
              saving={saveMember.isPending}
              onSave={async (payload) => {
                await saveMember.mutateAsync(payload);
                await refresh(trpc.config.member.queryKey());
              }}
              testId="member-settings"
            />
          ) : null}
        </Tabs.Panel>
        <Tabs.Panel value="api" pt="md">
          {api.data ? (
            <SettingsForm
              fields={API_FIELDS}
              schema={ZApiSettingsInput}
              initial={api.data}
              saving={saveApi.isPending}
              onSave={async (payload) => {
                await saveApi.mutateAsync(payload);
                await refresh(trpc.config.api.queryKey());
              }}
              testId="api-settings"
            />
          ) : null}
        </Tabs.Panel>
        <Tabs.Panel value="sso" pt="md">
          {sso.data ? (
            <SettingsForm
              fields={SSO_FIELDS}
              initial={sso.data}
              schema={ZSsoSettingsInput}
              saving={saveSso.isPending}
              onSave={async (payload) => {
                await saveSso.mutateAsync(payload as never);
                await refresh(trpc.config.sso.queryKey());
              }}
              testId="sso-settings"
            />
          ) : null}
        </Tabs.Panel>
      </Tabs>
    </PageCard>
  );
}
