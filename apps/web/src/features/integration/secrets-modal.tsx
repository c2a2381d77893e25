import { Alert, Button, Code, Group, Modal, PasswordInput, Stack, Table } from "@mantine/core";
import { ZSecretsInput } from "@suyuan/contracts/api-account/api-account-operations";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { checkWith, useFormState } from "../../lib/use-form-state.ts";
import { useTrpc } from "../../lib/use-trpc.ts";

type Target = { kind: "apiAccount" | "webhook"; id: number; name: string };

// Both procedures take this input; which button was pressed adds `regenerate`.
const CHECK = checkWith(ZSecretsInput);

/**
 * Shows an API account's keys or a web service's signing secret in clear, or replaces them, after
 * the separate password. Nothing is kept once the dialog closes.
 */
export function SecretsModal({ target, onClose }: { target: Target; onClose: () => void }) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const form = useFormState({ id: target.id, password: "" }, CHECK);
  const password = form.values.password;
  const [shown, setShown] = useState<Record<string, string> | null>(null);
  const account = useMutation(trpc.apiAccount.secrets.mutationOptions());
  const webhook = useMutation(trpc.webhook.secret.mutationOptions());
  const pending = account.isPending || webhook.isPending;

  const run = (regenerate: boolean) => {
    const checked = form.validate();
    if (!checked) return;
    const input = { id: checked.id, password: checked.password, regenerate };
    const done = {
      onSuccess: (secrets: Record<string, string>) => {
        setShown(secrets);
        if (regenerate) notifySuccess(t("integration.regenerated"));
      },
      onError: (error: unknown) => notifyFailure(error, t),
    };
    if (target.kind === "apiAccount") account.mutate(input, done);
    else webhook.mutate(input, done);
  };

  return (
    <Modal opened onClose={onClose} title={t("integration.secretsTitle", { name: target.name })} centered size="lg">
      <Stack gap="md">
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          {t("integration.secretsHint")}
        </Alert>
        <PasswordInput
          label={t("integration.apiPassword")}
          autoComplete="off"
          value={password}
          onChange={(event) => form.setValue("password", event.currentTarget.value)}
          error={form.errors.password ? ts(form.errors.password) : undefined}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" color="red" disabled={!password} loading={pending} onClick={() => run(true)}>
            {t("integration.regenerate")}
          </Button>
          <Button disabled={!password} loading={pending} onClick={() => run(false)}>
            {t("integration.reveal")}
          </Button>
        </Group>
        {shown ? (
          <Table>
            <Table.Tbody>
              {Object.entries(shown).map(([key, value]) => (
                <Table.Tr key={key}>
                  <Table.Td>{key}</Table.Td>
                  <Table.Td>
                    <Code>{value}</Code>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Stack>
    </Modal>
  );
}
