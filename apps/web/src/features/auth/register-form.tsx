import { Button, Loader, PasswordInput, Stack, TextInput } from "@mantine/core";
import { IconDeviceMobile, IconLock, IconLockCheck } from "@tabler/icons-react";
import { ZRegisterInput, type TRegisterInput } from "@suyuan/contracts/auth/auth-operations";
import { useState, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { checkWith, useFormState } from "../../lib/use-form-state.ts";

export type RegisterOutcome = { ok: true } | { ok: false; fieldErrors?: Partial<Record<keyof TRegisterInput, string>> };

type Props = {
  onSubmit: (input: TRegisterInput) => Promise<RegisterOutcome>;
};

const CHECK = checkWith(ZRegisterInput);

export function RegisterForm({ onSubmit }: Props) {
  const { t, ts } = useI18n();
  const form = useFormState({ username: "", password: "", password2: "" }, CHECK);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const input = form.validate();
    if (!input) return;
    setBusy(true);
    try {
      const outcome = await onSubmit(input);
      if (!outcome.ok) {
        const answered = Object.entries(outcome.fieldErrors ?? {});
        form.setErrors((current) => {
          const next = { ...current };
          for (const [field, message] of answered) {
            if (message) next[field] = message;
            else delete next[field];
          }
          return next;
        });
      }
    } finally {
      setBusy(false);
    }
  }

  const errorText = (message: string | undefined) => (message ? ts(message) : undefined);
  // Validate a field when leaving it, but not an untouched empty one: tabbing through should not shout.
  const blurCheck = (name: keyof TRegisterInput) => () => {
    if (form.values[name] !== "") form.validateField(name);
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t("register.title")}>
      <Stack gap="md">
        <TextInput
          label={t("register.username")}
          placeholder={t("register.usernamePlaceholder")}
          autoComplete="tel"
          inputMode="numeric"
          name="username"
          size="md"
          maxLength={11}
          leftSection={<IconDeviceMobile size={18} stroke={1.6} />}
          value={form.values.username}
          onChange={(event) => form.setValue("username", event.currentTarget.value)}
          onBlur={blurCheck("username")}
          error={errorText(form.errors.username)}
          autoFocus
        />
        <PasswordInput
          label={t("register.password")}
          placeholder={t("register.passwordPlaceholder")}
          autoComplete="new-password"
          name="password"
          size="md"
          leftSection={<IconLock size={18} stroke={1.6} />}
          value={form.values.password}
          onChange={(event) => form.setValue("password", event.currentTarget.value)}
          onBlur={blurCheck("password")}
          error={errorText(form.errors.password)}
        />
        <PasswordInput
          label={t("register.password2")}
          placeholder={t("register.password2Placeholder")}
          autoComplete="new-password"
          name="password2"
          size="md"
          leftSection={<IconLockCheck size={18} stroke={1.6} />}
          value={form.values.password2}
          onChange={(event) => form.setValue("password2", event.currentTarget.value)}
          onBlur={blurCheck("password2")}
          error={errorText(form.errors.password2)}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          mt="xs"
          aria-busy={busy}
          leftSection={busy ? <Loader size={16} color="white" /> : null}
        >
          {busy ? t("register.submitting") : t("register.submit")}
        </Button>
      </Stack>
    </form>
  );
}
