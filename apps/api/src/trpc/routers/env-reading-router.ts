import { router } from "../init.ts";
import { createEnvReadingProcedure } from "./env/create-env-reading.ts";
import { deleteEnvReadingsProcedure } from "./env/delete-env-readings.ts";
import { findEnvReadingsProcedure } from "./env/find-env-readings.ts";
import { findEnvSeriesProcedure } from "./env/find-env-series.ts";
import { updateEnvReadingProcedure } from "./env/update-env-reading.ts";

/**
 * Readings of the devices (监测板数据), hand-written: a time series with bigint ids (strings on the
 * wire) and no update time, which the kit's numeric ids and timestamps do not fit. The chart's
 * series is read here too.
 */
export const envReadingRouter = router({
  find: findEnvReadingsProcedure,
  findSeries: findEnvSeriesProcedure,
  create: createEnvReadingProcedure,
  update: updateEnvReadingProcedure,
  delete: deleteEnvReadingsProcedure,
});
