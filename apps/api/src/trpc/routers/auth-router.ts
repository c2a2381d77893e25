import { router } from "../init.ts";
import { checkPasswordProcedure } from "./auth/check-password.ts";
import { getMeProcedure } from "./auth/get-me.ts";
import { loginCaptchaProcedure, loginProcedure } from "./auth/login.ts";
import { logoutProcedure } from "./auth/logout.ts";
import { registerProcedure } from "./auth/register.ts";
import { switchSiteProcedure } from "./auth/switch-site.ts";
import { updatePasswordProcedure } from "./auth/update-password.ts";

export const authRouter = router({
  login: loginProcedure,
  loginCaptcha: loginCaptchaProcedure,
  register: registerProcedure,
  logout: logoutProcedure,
  getMe: getMeProcedure,
  checkPassword: checkPasswordProcedure,
  updatePassword: updatePasswordProcedure,
  switchSite: switchSiteProcedure,
});
