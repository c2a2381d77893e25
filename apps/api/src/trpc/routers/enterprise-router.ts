import { router } from "../init.ts";
import { findEnterprisesProcedure } from "./enterprise/find-enterprises.ts";
import { getEnterpriseProcedure } from "./enterprise/get-enterprise.ts";
import { createEnterpriseProcedure } from "./enterprise/create-enterprise.ts";
import { updateEnterpriseProcedure } from "./enterprise/update-enterprise.ts";
import { getMyEnterpriseProcedure } from "./enterprise/get-my-enterprise.ts";
import { updateMyEnterpriseProcedure } from "./enterprise/update-my-enterprise.ts";
import { checkEnterpriseProcedure } from "./enterprise/check-enterprise.ts";
import { deleteEnterprisesProcedure } from "./enterprise/delete-enterprises.ts";

export const enterpriseRouter = router({
  find: findEnterprisesProcedure,
  get: getEnterpriseProcedure,
  create: createEnterpriseProcedure,
  update: updateEnterpriseProcedure,
  getMine: getMyEnterpriseProcedure,
  updateMine: updateMyEnterpriseProcedure,
  check: checkEnterpriseProcedure,
  delete: deleteEnterprisesProcedure,
});
