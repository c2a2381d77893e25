import { router } from "../init.ts";
import { findEnvDevicesProcedure } from "./env/find-env-devices.ts";
import { getEnvDeviceProcedure } from "./env/get-env-device.ts";
import { createEnvDeviceProcedure } from "./env/create-env-device.ts";
import { updateEnvDeviceProcedure } from "./env/update-env-device.ts";
import { updateEnvDevicesUsableProcedure } from "./env/update-env-devices-usable.ts";
import { deleteEnvDevicesProcedure } from "./env/delete-env-devices.ts";
import { findEnvPlatesProcedure } from "./env/find-env-plates.ts";
import { createEnvPlateProcedure } from "./env/create-env-plate.ts";
import { updateEnvPlateProcedure } from "./env/update-env-plate.ts";
import { updateEnvPlatesUsableProcedure } from "./env/update-env-plates-usable.ts";
import { deleteEnvPlatesProcedure } from "./env/delete-env-plates.ts";
import { findEnvReadingsProcedure } from "./env/find-env-readings.ts";
import { findEnvSeriesProcedure } from "./env/find-env-series.ts";
import { createEnvReadingProcedure } from "./env/create-env-reading.ts";
import { updateEnvReadingProcedure } from "./env/update-env-reading.ts";
import { deleteEnvReadingsProcedure } from "./env/delete-env-readings.ts";

export const envRouter = router({
  findDevices: findEnvDevicesProcedure,
  getDevice: getEnvDeviceProcedure,
  createDevice: createEnvDeviceProcedure,
  updateDevice: updateEnvDeviceProcedure,
  updateDevicesUsable: updateEnvDevicesUsableProcedure,
  deleteDevices: deleteEnvDevicesProcedure,
  findPlates: findEnvPlatesProcedure,
  createPlate: createEnvPlateProcedure,
  updatePlate: updateEnvPlateProcedure,
  updatePlatesUsable: updateEnvPlatesUsableProcedure,
  deletePlates: deleteEnvPlatesProcedure,
  findReadings: findEnvReadingsProcedure,
  findSeries: findEnvSeriesProcedure,
  createReading: createEnvReadingProcedure,
  updateReading: updateEnvReadingProcedure,
  deleteReadings: deleteEnvReadingsProcedure,
});
