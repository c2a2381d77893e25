import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../i18n/pick-label.ts";
import { COMMENT_TEXTS } from "./comment-texts.ts";

/** The administrator's answer to a comment or guestbook post, shown under it on the site. */
export function ReplyDialog({
  text,
  current,
  saving,
  onSave,
  onClose,
}: {
  /** What is answered. */
  text: string;
  /** The answer given before, if any. */
  current: string;
  saving: boolean;
  onSave: (reply: string) => void;
  onClose: () => void;
}) {
  const { locale } = useI18n();
  const [reply, setReply] = useState(current);
  return (
    <Modal opened onClose={onClose} title={pick(COMMENT_TEXTS.answer, locale)} centered>
      <Stack>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
        <Textarea
          label={pick(COMMENT_TEXTS.reply, locale)}
          required
          autosize
          minRows={3}
          maxLength={2000}
          value={reply}
          onChange={(event) => setReply(event.currentTarget.value)}
          data-testid="reply-text"
        />
        <Group justify="flex-end">
          <Button
            onClick={() => onSave(reply.trim())}
            disabled={!reply.trim()}
            loading={saving}
            data-testid="reply-save"
          >
            {pick(COMMENT_TEXTS.save, locale)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
