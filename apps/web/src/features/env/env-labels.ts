import { DEVICE_KINDS } from "@suyuan/contracts/env/env-fields";
import { useMemo } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";

export type DeviceKind = (typeof DEVICE_KINDS)[number];

export function useDeviceKindOptions() {
  const { t } = useI18n();
  return useMemo(() => DEVICE_KINDS.map((kind) => ({ value: kind, label: t(`env.kind.${kind}`) })), [t]);
}
