import {
  ZEnvDeviceFields,
  ZEnvReadingFields,
  ZFindEnvDevicesInput,
  ZFindEnvPlatesInput,
  ZFindEnvReadingsInput,
  ZUpdateEnvDeviceInput,
  ZUpdateEnvReadingInput,
  ZUpdateUsableInput,
} from "@suyuan/contracts/env/env-fields";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import {
  createEnvDevice,
  findEnvDevices,
  updateEnvDevice,
  updateEnvDevicesUsable,
} from "../../services/env/devices.ts";
import { findEnvPlates, updateEnvPlatesUsable } from "../../services/env/plates.ts";
import { createEnvReading, findEnvReadings, updateEnvReading } from "../../services/env/readings.ts";
import { formBoolean, formIds, formNumber, formNumberOrNull, formPaging } from "../form-values.ts";
import { legacyRoute } from "../legacy-route.ts";

// Environment monitoring on the legacy API: env (devices), envPlate, envPlateData (readings), and
// the enable/disable actions of devices and plates (the "is-usable" flag).

type Fields = Record<string, string | undefined>;
const blank = (value: string | undefined) => (value === "" ? undefined : value);

const deviceData = (fields: Fields) => ({
  enterpriseId: formNumberOrNull(fields.enterpriseId),
  baseId: formNumberOrNull(fields.baseId),
  houseId: formNumberOrNull(fields.houseId),
  name: fields.name,
  code: fields.code,
  kind: fields.kind,
});
const readingData = (fields: Fields) => ({
  deviceId: formNumber(fields.deviceId),
  recordedAt: fields.recordedAt,
  temperature: formNumberOrNull(fields.temperature),
  humidity: formNumberOrNull(fields.humidity),
  soilMoisture: formNumberOrNull(fields.soilMoisture),
  light: formNumberOrNull(fields.light),
  co2: formNumberOrNull(fields.co2),
});
const usable = (fields: Fields) => ({ ids: formIds(fields.ids), usable: formBoolean(fields.usable) });

export const envRoutes = [
  legacyRoute({
    paths: ["/env/list"],
    access: { permission: "/env/list" },
    input: ZFindEnvDevicesInput,
    fromForm: (fields) => ({
      ...formPaging(fields),
      name: fields.name,
      code: fields.code,
      kind: blank(fields.kind),
      usable: formBoolean(fields.usable),
      baseId: formNumber(fields.baseId),
    }),
    async handle(ctx, input) {
      const page = await findEnvDevices(ctx, input);
      return { body: page.items, totalCount: page.total };
    },
  }),
  legacyRoute({
    paths: ["/env/save"],
    access: { permission: "/env/save" },
    input: ZEnvDeviceFields,
    fromForm: deviceData,
    async handle(ctx, input) {
      return { body: await createEnvDevice(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/env/update"],
    access: { permission: "/env/update" },
    input: ZUpdateEnvDeviceInput,
    fromForm: (fields) => ({ id: formNumber(fields.id), data: deviceData(fields) }),
    async handle(ctx, input) {
      await updateEnvDevice(ctx, input.id, input.data);
      return {};
    },
  }),
  legacyRoute({
    paths: ["/env/usable"],
    access: { permission: OPERATION_KEYS.envEnable },
    input: ZUpdateUsableInput,
    fromForm: usable,
    async handle(ctx, input) {
      return { body: await updateEnvDevicesUsable(ctx, input.ids, input.usable) };
    },
  }),
  legacyRoute({
    paths: ["/envPlate/list"],
    access: { permission: "/envPlate/list" },
    input: ZFindEnvPlatesInput,
    fromForm: (fields) => ({ ...formPaging(fields), name: fields.name, usable: formBoolean(fields.usable) }),
    async handle(ctx, input) {
      const page = await findEnvPlates(ctx, input);
      return { body: page.items, totalCount: page.total };
    },
  }),
  legacyRoute({
    paths: ["/envPlate/usable"],
    access: { permission: "/envPlate/list" },
    input: ZUpdateUsableInput,
    fromForm: usable,
    async handle(ctx, input) {
      return { body: await updateEnvPlatesUsable(ctx, input.ids, input.usable) };
    },
  }),
  legacyRoute({
    paths: ["/envPlateData/list"],
    access: { permission: "/envPlateData/list" },
    input: ZFindEnvReadingsInput,
    fromForm: (fields) => ({
      ...formPaging(fields),
      deviceId: formNumber(fields.deviceId),
      from: blank(fields.from),
      to: blank(fields.to),
    }),
    async handle(ctx, input) {
      const page = await findEnvReadings(ctx, input);
      return { body: page.items, totalCount: page.total };
    },
  }),
  legacyRoute({
    paths: ["/envPlateData/save"],
    access: { permission: "/envPlateData/save" },
    input: ZEnvReadingFields,
    fromForm: readingData,
    async handle(ctx, input) {
      return { body: await createEnvReading(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/envPlateData/update"],
    access: { permission: "/envPlateData/update" },
    input: ZUpdateEnvReadingInput,
    fromForm: (fields) => ({ id: fields.id, data: readingData(fields) }),
    async handle(ctx, input) {
      await updateEnvReading(ctx, BigInt(input.id), input.data);
      return {};
    },
  }),
];
