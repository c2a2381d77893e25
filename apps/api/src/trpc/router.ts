import { router } from "./init.ts";
import { authRouter } from "./routers/auth-router.ts";
import { cmsFileRouter } from "./routers/cms-file-router.ts";
import { codeApplicationRouter } from "./routers/code-application-router.ts";
import { traceRecordRouter } from "./routers/trace-record-router.ts";
import { envReadingRouter } from "./routers/env-reading-router.ts";
import { goodsClassRouter } from "./routers/goods-class-router.ts";
import { logRouter } from "./routers/log-router.ts";
import { systemRouter } from "./routers/system-router.ts";
import { lookupRouter } from "./routers/lookup-router.ts";
import { permissionRouter } from "./routers/permission-router.ts";
import { channelRouter } from "./routers/channel-router.ts";
import { qualityCheckRouter } from "./routers/quality-check-router.ts";
import { scanRouter } from "./routers/scan-router.ts";
import { workRouter } from "./routers/work-router.ts";
import { resourceRouters } from "./routers/resource-routers.ts";
import { siteRouter } from "./routers/site-router.ts";
import { cmsModelRouter } from "./routers/cms-model-router.ts";
import { contentRouter } from "./routers/content-router.ts";
import { templateRouters } from "./routers/template-router.ts";
import { staticPagesRouter } from "./routers/static-pages-router.ts";
import { luceneRouter } from "./routers/lucene-router.ts";
import { directiveRouter } from "./routers/directive-router.ts";
import { trafficRouter } from "./routers/traffic-router.ts";
import { configRouter } from "./routers/config-router.ts";
import { commentRouter } from "./routers/comment-router.ts";
import { guestbookRouter } from "./routers/guestbook-router.ts";
import { messageRouter } from "./routers/message-router.ts";
import { customRecordRouter } from "./routers/custom-form/custom-record-router.ts";
import { jobApplyRouter } from "./routers/job-apply/job-apply-router.ts";
import { databaseBackupRouter } from "./routers/database-backup-router.ts";
import { watermarkRouter } from "./routers/watermark-router.ts";

export const appRouter = router({
  auth: authRouter,
  permission: permissionRouter,
  channel: channelRouter,
  log: logRouter,
  system: systemRouter,
  lookup: lookupRouter,
  goodsClass: goodsClassRouter,
  envReading: envReadingRouter,
  work: workRouter,
  scan: scanRouter,
  codeApplication: codeApplicationRouter,
  traceRecord: traceRecordRouter,
  qualityCheck: qualityCheckRouter,
  cmsFile: cmsFileRouter,
  site: siteRouter,
  cmsModel: cmsModelRouter,
  content: contentRouter,
  static: staticPagesRouter,
  lucene: luceneRouter,
  directive: directiveRouter,
  traffic: trafficRouter,
  config: configRouter,
  comment: commentRouter,
  guestbook: guestbookRouter,
  message: messageRouter,
  customRecord: customRecordRouter,
  jobApply: jobApplyRouter,
  databaseBackup: databaseBackupRouter,
  watermark: watermarkRouter,
  ...resourceRouters,
  ...templateRouters,
});

export type AppRouter = typeof appRouter;
