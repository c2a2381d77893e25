import { Button, Loader, PasswordInput, Stack, TextInput } from "@mantine/core";
import { IconLock, IconUser } from "@tabler/icons-react";
import { ZLoginInput, type TLoginInput } from "@suyuan/contracts/auth/auth-operations";
import { useRef, useState, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { checkWith, useFormState } from "../../lib/use-form-state.ts";

export type SubmitOutcome = "ok" | "failed";

type Props = {
  /** Resolves "failed" to have the form clear the password (spec: any failure clears it). */
  onSubmit: (input: TLoginInput) => Promise<SubmitOutcome>;
};

const CHECK = checkWith(ZLoginInput);

export function LoginForm({ onSubmit }: Props) {
  const { t, ts } = useI18n();
  const form = useFormState({ username: "", password: "" }, CHECK);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const input = form.validate();
    if (!input) return;
    setBusy(true);
    try {
      const outcome = await onSubmit(input);
      if (outcome === "failed") {
        form.setValue("password", "");
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
