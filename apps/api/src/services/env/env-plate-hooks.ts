import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";

type DeviceLink = { device: { id: number; name: string; code: string; kind: string } };

/** Plates (a kit resource): staff choose the enterprise; the devices shown are that enterprise's own. */
export const envPlateHooks: ResourceHooks = {
  select: {
    usable: true,
    devices: {
      select: { device: { select: { id: true, name: true, code: true, kind: true } } },
      orderBy: { deviceId: "asc" },
    },
  },
  extend: (row) => ({
    usable: row.usable,
    devices: ((row.devices as DeviceLink[] | undefined) ?? []).map((link) => link.device),
  }),
  where: (_ctx, input) => (typeof input.usable === "boolean" ? { usable: input.usable } : {}),

  async prepare(tx, _ctx, data, _current, input) {
    const enterpriseId = data.enterpriseId as number | null;
    if (enterpriseId === null)
      throw new AppError("BAD_REQUEST", {
        messageKey: "validation.required",
        fieldErrors: { enterpriseId: ["validation.required"] },
      });
    const deviceIds = (input.deviceIds as number[] | undefined) ?? [];
    const found = await tx.envDevice.count({ where: { id: { in: deviceIds }, enterpriseId } });
    if (found !== deviceIds.length)
      throw new AppError("BAD_REQUEST", {
        messageKey: "error.referenceMissing",
        fieldErrors: { deviceIds: ["error.referenceMissing"] },
      });
    return data;
  },
};
