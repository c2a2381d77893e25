import { Button, Checkbox, Group, Modal, Stack, Text } from "@mantine/core";
import type { TChannelNode } from "@suyuan/contracts/channel/channel-queries";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { notifyFailure } from "../../../lib/failure.ts";
import { notifySuccess } from "../../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../../lib/use-trpc.ts";

/** Copies a channel beside itself (a free path is chosen), optionally with its subchannels; never content. */
export function ChannelCopyModal({ channel, onClose }: { channel: TChannelNode | null; onClose: () => void }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const copy = useMutation(trpc.channel.copy.mutationOptions());
  const [withChildren, setWithChildren] = useState(false);
  const submit = () => {
    if (!channel) return;
    copy.mutate(
      { ids: [channel.id], withChildren },
      {
        onSuccess: () => {
          notifySuccess(t("channel.copied"));
          void queryClient.invalidateQueries({ queryKey: trpc.channel.pathKey() });
          onClose();
        },
        onError: (error) => notifyFailure(error, t),
      },
    );
  };
  return (
    <Modal opened={channel !== null} onClose={onClose} centered title={t("channel.copyTitle")}>
      <Stack gap="md">
        <Text size="sm">
          {channel?.name} ({channel?.path})
        </Text>
        <Checkbox
          label={t("channel.copyWithChildren")}
          checked={withChildren}
          disabled={!channel?.hasChild}
          onChange={(event) => setWithChildren(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button loading={copy.isPending} onClick={submit}>
            {t("channel.copy")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
