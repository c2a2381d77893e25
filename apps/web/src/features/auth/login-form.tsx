import { ActionIcon, Button, Group, Loader, PasswordInput, Stack, TextInput, Tooltip } from "@mantine/core";
import { IconLock, IconRefresh, IconShieldCheck, IconUser } from "@tabler/icons-react";
import { ZLoginInput, type TLoginInput } from "@suyuan/contracts/auth/auth-operations";
import { useMemo, useRef, useState, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { checkWith, useFormState, type ValidationResult } from "../../lib/use-form-state.ts";

export type SubmitOutcome = "ok" | "failed";

/** The CAPTCHA asked for after failed sign-ins: an SVG image and the id its answer goes back with. */
export type ShownCaptcha = { captchaId: string; image: string };

type Props = {
  /** Resolves "failed" to have the form clear the password (spec: any failure clears it). */
  onSubmit: (input: TLoginInput) => Promise<SubmitOutcome>;
  /** Shown with its input while the server asks for one. */
  captcha?: ShownCaptcha | null;
  onRefreshCaptcha?: () => void;
};

const CHECK = checkWith(ZLoginInput);

type LoginValues = { username: string; password: string; captcha: string };

/** The contract's check, and while a CAPTCHA is shown its answer is needed too. */
function checkLogin(withCaptcha: boolean) {
  return (values: LoginValues): ValidationResult<TLoginInput> => {
    const result = CHECK(values);
    if (!withCaptcha || values.captcha.trim() !== "") return result;
    const errors = result.ok ? {} : result.errors;
    return { ok: false, errors: { ...errors, captcha: "login.captchaRequired" } };
  };
}

export function LoginForm({ onSubmit, captcha = null, onRefreshCaptcha }: Props) {
  const { t, ts } = useI18n();
  const check = useMemo(() => checkLogin(captcha !== null), [captcha]);
  const form = useFormState({ username: "", password: "", captcha: "" }, check);
  const [busy, setBusy] = useState(false);
  const answerMissing = form.errors.captcha !== undefined;
  const passwordRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const input = form.validate();
    if (!input) return;
    const { captcha: answer, ...credentials } = input;
    setBusy(true);
    try {
      const outcome = await onSubmit(
        captcha ? { ...credentials, captchaId: captcha.captchaId, captcha: answer } : credentials,
      );
      if (outcome === "failed") {
        form.setValue("password", "");
        // A challenge is used once, right or wrong: the next one needs a fresh answer.
        form.setValue("captcha", "");
        passwordRef.current?.focus();
      }
    } finally {
      setBusy(false);
    }
  }

  const errorText = (message: string | undefined) => (message ? ts(message) : undefined);

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t("login.title")}>
      <Stack gap="md">
        <TextInput
          label={t("login.username")}
          placeholder={t("login.usernamePlaceholder")}
          autoComplete="username"
          name="username"
          size="md"
          leftSection={<IconUser size={18} stroke={1.6} />}
          value={form.values.username}
          onChange={(event) => form.setValue("username", event.currentTarget.value)}
          error={errorText(form.errors.username)}
          autoFocus
        />
        <PasswordInput
          ref={passwordRef}
          label={t("login.password")}
          placeholder={t("login.passwordPlaceholder")}
          autoComplete="current-password"
          name="password"
          size="md"
          leftSection={<IconLock size={18} stroke={1.6} />}
          value={form.values.password}
          onChange={(event) => form.setValue("password", event.currentTarget.value)}
          error={errorText(form.errors.password)}
        />
        {captcha ? (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t("login.captcha")}
              placeholder={t("login.captchaPlaceholder")}
              autoComplete="off"
              name="captcha"
              size="md"
              maxLength={10}
              style={{ flex: 1 }}
              leftSection={<IconShieldCheck size={18} stroke={1.6} />}
              value={form.values.captcha}
              onChange={(event) => form.setValue("captcha", event.currentTarget.value)}
              error={errorText(form.errors.captcha)}
            />
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.image)}`}
              alt={t("login.captchaImage")}
              data-testid="login-captcha-image"
              width={120}
              height={42}
              style={{
                border: "1px solid var(--mantine-color-gray-3)",
                borderRadius: 4,
                marginBottom: answerMissing ? 22 : 0,
              }}
            />
            <Tooltip label={t("login.captchaRefresh")}>
              <ActionIcon
                variant="subtle"
                size="lg"
                mb={answerMissing ? 26 : 4}
                aria-label={t("login.captchaRefresh")}
                onClick={() => {
                  form.setValue("captcha", "");
                  onRefreshCaptcha?.();
                }}
              >
                <IconRefresh size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : null}
        {/* Not Mantine's `loading` prop: it hides the label, and the spec wants it to read 登录中... */}
        <Button
          type="submit"
          size="md"
          fullWidth
          mt="xs"
          aria-busy={busy}
          leftSection={busy ? <Loader size={16} color="white" /> : null}
        >
          {busy ? t("login.submitting") : t("login.submit")}
        </Button>
      </Stack>
    </form>
  );
}
