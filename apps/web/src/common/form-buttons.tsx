import { Button, Divider, Group } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useI18n } from "../i18n/i18n-context.tsx";

/** 取消 (when the form can be left) and 保存 at the foot of a form. */
export function FormButtons({ onCancel, busy }: { onCancel?: () => void; busy?: boolean }) {
  const { t } = useI18n();
  return (
    <>
      <Divider />
      <Group justify="flex-end" gap="sm">
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
        ) : null}
        <Button type="submit" loading={busy} leftSection={<IconDeviceFloppy size={16} />}>
          {t("common.save")}
        </Button>
      </Group>
    </>
  );
}
