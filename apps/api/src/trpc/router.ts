import { router } from "./init.ts";
import { authRouter } from "./routers/auth-router.ts";

export const appRouter = router({
  auth: authRouter,
});

export type AppRouter = typeof appRouter;
