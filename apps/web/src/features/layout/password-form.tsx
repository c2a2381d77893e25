import { Button, Loader, PasswordInput, Stack, Text } from "@mantine/core";
import { ZUpdatePasswordInput, type TUpdatePasswordInput } from "@suyuan/contracts/auth/auth-operations";
import { useRef, useState, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { checkWith, useFormState } from "../../lib/use-form-state.ts";

export type PasswordFormProps = {
  /** Asks the server whether the old password is right; null when it could not tell (network). */
  onCheckOrig: (origPwd: string) => Promise<boolean | null>;
  onSubmit: (input: TUpdatePasswordInput) => Promise<"ok" | "failed">;
};

const CHECK = checkWith(ZUpdatePasswordInput);

/** The password form says 两次输入密码不一致! (with "!") where register omits it. */
const MESSAGE_OVERRIDES: Record<string, string> = { "validation.passwordMismatch": "password.mismatch" };

export function PasswordForm({ onCheckOrig, onSubmit }: PasswordFormProps) {
  const { t, ts } = useI18n();
  const form = useFormState({ origPwd: "", newPwd: "", newPwd2: "" }, CHECK);
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  // The last old-password value the server confirmed, so submit does not ask twice.
  const verified = useRef<string | null>(null);

  async function checkOrig(value: string): Promise<boolean> {
    if (value === "") return false;
    if (verified.current === value) return true;
    setChecking(true);
    try {
      const pass = await onCheckOrig(value);
      if (pass === false) form.setErrors((current) => ({ ...current, origPwd: "password.wrongOrig" }));
      if (pass === true) verified.current = value;
      return pass === true;
    } finally {
      setChecking(false);
    }
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const input = form.validate();
    if (!input) return;
    setBusy(true);
    try {
      if (!(await checkOrig(input.origPwd))) return;
      await onSubmit(input);
    } finally {
      setBusy(false);
    }
  }

  const errorText = (message: string | undefined) => (message ? ts(MESSAGE_OVERRIDES[message] ?? message) : undefined);

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t("password.title")}>
      <Stack gap="md">
        <PasswordInput
          label={t("password.orig")}
          placeholder={t("password.origPlaceholder")}
          autoComplete="current-password"
          name="origPwd"
          value={form.values.origPwd}
          onChange={(event) => {
            verified.current = null;
            form.setValue("origPwd", event.currentTarget.value);
          }}
          onBlur={(event) => void checkOrig(event.currentTarget.value)}
          error={errorText(form.errors.origPwd)}
          rightSectionPointerEvents="none"
          description={checking ? t("password.checking") : undefined}
          data-autofocus
        />
        <PasswordInput
          label={t("password.new")}
          placeholder={t("password.newPlaceholder")}
          autoComplete="new-password"
          name="newPwd"
          value={form.values.newPwd}
          onChange={(event) => form.setValue("newPwd", event.currentTarget.value)}
          onBlur={() => form.values.newPwd !== "" && form.validateField("newPwd")}
          error={errorText(form.errors.newPwd)}
        />
        <PasswordInput
          label={t("password.new2")}
          placeholder={t("password.new2Placeholder")}
          autoComplete="new-password"
          name="newPwd2"
          value={form.values.newPwd2}
          onChange={(event) => form.setValue("newPwd2", event.currentTarget.value)}
          onBlur={() => form.values.newPwd2 !== "" && form.validateField("newPwd2")}
          error={errorText(form.errors.newPwd2)}
        />
        <Text size="xs" c="dimmed">
          {t("password.hint")}
        </Text>
        <Button type="submit" aria-busy={busy} leftSection={busy ? <Loader size={16} color="white" /> : null}>
          {t("password.submit")}
        </Button>
      </Stack>
    </form>
  );
}
