import { Button, Divider, Group } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useI18n } from "../../i18n/i18n-context.tsx";

/** 取消 and 保存 at the foot of a form. */
export function FormButtons({ onCancel, busy }: { onCancel: () => void; busy?: boolean }) {
  const { t } = useI18n();
  return (
    <>
      <Divider />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" loading={busy} leftSection={<IconDeviceFloppy size={16} />}>
          {t("common.save")}
        </Button>
      </Group>
    </>
  );
}
