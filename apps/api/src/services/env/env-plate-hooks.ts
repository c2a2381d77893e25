import { column, jsonRows, sql } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";

/** Plates (a kit resource): staff choose the enterprise; the devices shown are that enterprise's own. */
export const envPlateHooks: ResourceHooks = {
  computed: {
    usable: column("usable"),
    devices: sql(() =>
      jsonRows(
        `SELECT d.id, d.name, d.code, d.kind
           FROM env_plate_device l JOIN env_device d ON d.id = l.device_id WHERE l.plate_id = t.id`,
        "r.id",
      ),
    ),
  },
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
