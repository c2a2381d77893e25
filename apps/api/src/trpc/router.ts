import { router } from "./init.ts";
import { authRouter } from "./routers/auth-router.ts";
import { batchRouter } from "./routers/batch-router.ts";
import { codeApplicationRouter } from "./routers/code-application-router.ts";
import { traceRecordRouter } from "./routers/trace-record-router.ts";
import { traceTemplateRouter } from "./routers/trace-template-router.ts";
import { enterpriseRouter } from "./routers/enterprise-router.ts";
import { envRouter } from "./routers/env-router.ts";
import { goodsClassRouter } from "./routers/goods-class-router.ts";
import { goodsRouter } from "./routers/goods-router.ts";
import { houseRouter } from "./routers/house-router.ts";
import { logRouter } from "./routers/log-router.ts";
import { lookupRouter } from "./routers/lookup-router.ts";
import { permissionRouter } from "./routers/permission-router.ts";
import { projectRouter } from "./routers/project-router.ts";
import { qualityCheckRouter } from "./routers/quality-check-router.ts";
import { recallRouter } from "./routers/recall-router.ts";
import { roleRouter } from "./routers/role-router.ts";
import { scanRouter } from "./routers/scan-router.ts";
import { userRouter } from "./routers/user-router.ts";
import { workRouter } from "./routers/work-router.ts";
import { resourceRouters } from "./routers/resource-routers.ts";

export const appRouter = router({
  auth: authRouter,
  user: userRouter,
  role: roleRouter,
  permission: permissionRouter,
  log: logRouter,
  lookup: lookupRouter,
  enterprise: enterpriseRouter,
  goodsClass: goodsClassRouter,
  goods: goodsRouter,
  house: houseRouter,
  env: envRouter,
  work: workRouter,
  project: projectRouter,
  scan: scanRouter,
  batch: batchRouter,
  codeApplication: codeApplicationRouter,
  traceTemplate: traceTemplateRouter,
  traceRecord: traceRecordRouter,
  recall: recallRouter,
  qualityCheck: qualityCheckRouter,
  ...resourceRouters,
});

export type AppRouter = typeof appRouter;
