import { router } from "../init.ts";
import { findLoginLogsProcedure } from "./log/find-login-logs.ts";
import { findOperationLogsProcedure } from "./log/find-operation-logs.ts";
import { findOperatingLogsProcedure } from "./log/find-operating-logs.ts";

export const logRouter = router({
  findLogins: findLoginLogsProcedure,
  findOperations: findOperationLogsProcedure,
  operatingList: findOperatingLogsProcedure,
});
