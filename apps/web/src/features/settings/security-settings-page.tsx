import { Button, Chip, Group, Stack, Switch, Text, Textarea, Title } from "@mantine/core";
import { ZFirewallInput, type TFirewall } from "@suyuan/contracts/config/firewall";
import { ZLoginSettingsInput } from "@suyuan/contracts/config/login-settings";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { useMutation, useQuery } from "@tanstack/react-query";
import { LoadError } from "../../common/load-error.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { failureText, notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { checkConverted, useFormState } from "../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { SettingsForm, type SettingsField } from "./settings-form.tsx";

const LOGIN_FIELDS: readonly SettingsField[] = [
  {
    key: "errorTimes",
    kind: "number",
    label: "settings.errorTimes",
    hint: "settings.errorTimesHint",
    min: 1,
    max: 100,
  },
  {
    key: "errorInterval",
    kind: "number",
    label: "settings.errorInterval",
    hint: "settings.errorIntervalHint",
    min: 1,
    max: 1440,
  },
  { key: "lockTimes", kind: "number", label: "settings.lockTimes", hint: "settings.lockTimesHint", min: 0, max: 1000 },
  { key: "host", kind: "text", label: "settings.host" },
  { key: "port", kind: "number", label: "settings.port", min: 1, max: 65535, nullable: true },
  { key: "username", kind: "text", label: "settings.username" },
  { key: "password", kind: "secret", label: "settings.password" },
  { key: "encoding", kind: "text", label: "settings.encoding" },
  { key: "personal", kind: "text", label: "settings.personal" },
  { key: "forgotPasswordSubject", kind: "text", label: "settings.forgotPasswordSubject" },
  { key: "forgotPasswordText", kind: "textarea", label: "settings.forgotPasswordText" },
  { key: "registerSubject", kind: "text", label: "settings.registerSubject" },
  { key: "registerText", kind: "textarea", label: "settings.registerText" },
];

/** 登录与防火墙: the sign-in CAPTCHA and lock (config/login_*) and the back-office firewall (config/firewall_*). */
export function SecuritySettingsPage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const client = useAppQueryClient();
  const login = useQuery(trpc.config.login.queryOptions());
  const firewall = useQuery(trpc.config.firewall.queryOptions());
  const saveLogin = useMutation(
    trpc.config.updateLogin.mutationOptions({
      onSuccess: (saved) => client.setQueryData(trpc.config.login.queryKey(), saved),
    }),
  );
  const failed = login.error ?? firewall.error;
  return (
    <PageCard title={t("settings.securityTitle")} hint={t("settings.securityHint")} testId="security-settings">
      {failed ? (
        <LoadError
          message={failureText(toAppFailure(failed), t)}
          onRetry={() => void Promise.all([login.refetch(), firewall.refetch()])}
        />
      ) : null}
      <Title order={3} fz={16}>
        {t("settings.login")}
      </Title>
      {login.data ? (
        <SettingsForm
          fields={LOGIN_FIELDS}
          schema={ZLoginSettingsInput}
          initial={login.data}
          saving={saveLogin.isPending}
          onSave={(payload) => saveLogin.mutateAsync(payload as never)}
          testId="login-settings"
        />
      ) : null}
      <Title order={3} fz={16}>
        {t("settings.firewall")}
      </Title>
      {firewall.data ? <FirewallForm initial={firewall.data} /> : null}
    </PageCard>
  );
}

const WEEK_DAYS = [
  "settings.sun",
  "settings.mon",
  "settings.tue",
  "settings.wed",
  "settings.thu",
  "settings.fri",
  "settings.sat",
] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

const lines = (value: string) =>
  value
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);

type FirewallValues = { open: boolean; ips: string; denyIps: string; weeks: string[]; hours: string[] };

const CHECK_FIREWALL = checkConverted(ZFirewallInput, (values: FirewallValues) => ({
  open: values.open,
  ips: lines(values.ips),
  denyIps: lines(values.denyIps),
  weeks: values.weeks.map(Number),
  hours: values.hours.map(Number),
}));

function FirewallForm({ initial }: { initial: TFirewall }) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const client = useAppQueryClient();
  const form = useFormState(
    {
      open: initial.open,
      ips: initial.ips.join("\n"),
      denyIps: initial.denyIps.join("\n"),
      weeks: initial.weeks.map(String),
      hours: initial.hours.map(String),
    },
    CHECK_FIREWALL,
  );
  const { open, ips, denyIps, weeks, hours } = form.values;
  const errors = form.errors;
  const save = useMutation(
    trpc.config.updateFirewall.mutationOptions({
      onSuccess: (saved) => {
        client.setQueryData(trpc.config.firewall.queryKey(), saved);
        notifySuccess(t("settings.saved"));
      },
      onError: (error) => form.setErrors(serverFieldErrors(notifyFailure(error, t))),
    }),
  );
  const submit = () => {
    const input = form.validate();
    if (!input) return;
    const send = () => save.mutate(input);
    if (!open) send();
    else
      confirmAction({
        title: t("settings.confirmTitle"),
        message: t("settings.firewallConfirm"),
        confirmLabel: t("settings.save"),
        cancelLabel: t("settings.cancel"),
        danger: true,
        onConfirm: send,
      });
  };
  return (
    <Stack gap="md" maw={860} data-testid="firewall-settings">
      <Switch
        label={t("settings.firewallOpen")}
        description={t("settings.firewallOpenHint")}
        checked={open}
        onChange={(event) => form.setValue("open", event.currentTarget.checked)}
        data-testid="firewall-open"
      />
      {initial.yourIp ? (
        <Text size="sm" c="dimmed" data-testid="firewall-your-ip">
          {t("settings.yourIp", { ip: initial.yourIp })}
        </Text>
      ) : null}
      <Textarea
        label={t("settings.ips")}
        description={t("settings.ipsHint")}
        autosize
        minRows={2}
        value={ips}
        onChange={(event) => form.setValue("ips", event.currentTarget.value)}
        error={errors.ips ? ts(errors.ips) : undefined}
        data-testid="firewall-ips"
      />
      <Textarea
        label={t("settings.denyIps")}
        description={t("settings.denyIpsHint")}
        autosize
        minRows={2}
        value={denyIps}
        onChange={(event) => form.setValue("denyIps", event.currentTarget.value)}
        error={errors.denyIps ? ts(errors.denyIps) : undefined}
        data-testid="firewall-deny-ips"
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t("settings.weeks")}
        </Text>
        <Text size="xs" c="dimmed">
          {t("settings.weeksHint")}
        </Text>
        <Chip.Group multiple value={weeks} onChange={(next) => form.setValue("weeks", next)}>
          <Group gap={6}>
            {WEEK_DAYS.map((day, index) => (
              <Chip key={day} value={String(index + 1)} size="xs">
                {t(day)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t("settings.hours")}
        </Text>
        <Text size="xs" c="dimmed">
          {t("settings.hoursHint")}
        </Text>
        <Chip.Group multiple value={hours} onChange={(next) => form.setValue("hours", next)}>
          <Group gap={6}>
            {HOURS.map((hour) => (
              <Chip key={hour} value={String(hour)} size="xs">
                {String(hour).padStart(2, "0")}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <Permitted perm={OPERATION_KEYS.firewallUpdate}>
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending} data-testid="firewall-save">
            {t("settings.save")}
          </Button>
        </Group>
      </Permitted>
    </Stack>
  );
}
