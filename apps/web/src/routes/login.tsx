import { Anchor } from "@mantine/core";
import type { TLoginInput } from "@suyuan/contracts/auth/auth-operations";
import { useMutation } from "@tanstack/react-query";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { AuthShell } from "../features/auth/auth-shell.tsx";
import { loginFailureText } from "../features/auth/login-failure.ts";
import { LoginForm, type ShownCaptcha, type SubmitOutcome } from "../features/auth/login-form.tsx";
import { openSsoLinks } from "../features/auth/open-sso-links.ts";
import { useClearSessionOnEntry } from "../features/auth/use-clear-session-on-entry.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { toAppFailure } from "../lib/app-error.ts";
import { LOCAL_KEYS, removeLocal } from "../lib/local-keys.ts";
import { notifyAuthError } from "../lib/notify.ts";
import { clearSessionMarker, markSignedIn } from "../lib/session-marker.ts";
import { safeRedirect } from "../lib/sign-in-redirect.ts";
import { meQueryOptions } from "../lib/use-me.ts";

export const Route = createFileRoute("/login")({
  // The page a signed-out visitor asked for; only a path of this site is ever followed.
  // `sso`: back from /sso/login, which opened a session ("1") or did not ("0").
  validateSearch: (search: Record<string, unknown>): { redirect?: string; sso?: "0" | "1" } => {
    const target = safeRedirect(search.redirect);
    const sso = search.sso === "1" || search.sso === 1 ? "1" : search.sso === "0" || search.sso === 0 ? "0" : undefined;
    return { ...(target === null ? {} : { redirect: target }), ...(sso ? { sso } : {}) };
  },
  component: LoginPage,
});

function LoginPage() {
  const { t } = useI18n();
  const { trpc, queryClient } = Route.useRouteContext();
  const navigate = useNavigate();
  const { redirect, sso } = Route.useSearch();
  const login = useMutation(trpc.auth.login.mutationOptions());
  const loginCaptcha = useMutation(trpc.auth.loginCaptcha.mutationOptions());
  const [captcha, setCaptcha] = useState<ShownCaptcha | null>(null);
  const [captchaFor, setCaptchaFor] = useState("");
  useClearSessionOnEntry();

  // Signed in by another site (single sign-on): take the session the server opened up.
  useEffect(() => {
    if (sso === "0") notifyAuthError(t("login.ssoRefused"));
    if (sso !== "1") return;
    queryClient
      .fetchQuery(meQueryOptions(trpc))
      .then(async (me) => {
        markSignedIn(me.user.username);
        await navigate({ to: "/" });
      })
      .catch(() => notifyAuthError(t("login.ssoRefused")));
  }, [sso, queryClient, trpc, navigate, t]);

  /** After a failed sign-in: whether the next one needs a CAPTCHA, with a new one if so. */
  async function askCaptcha(username: string) {
    setCaptchaFor(username);
    try {
      const answer = await loginCaptcha.mutateAsync({ username });
      setCaptcha(answer.required ? { captchaId: answer.captchaId, image: answer.image } : null);
    } catch {
      // The sign-in itself will say what is wrong.
    }
  }

  async function submit(input: TLoginInput): Promise<SubmitOutcome> {
    // A site chosen by a previous user of this browser may not be ours; the server picks our default.
    removeLocal(LOCAL_KEYS.siteId);
    try {
      const { user, sso } = await login.mutateAsync(input);
      markSignedIn(user.username);
      // Spec: load the permitted routes, then go to "/" (or back to the page asked for); with
      // single sign-on on, the other sites sign the user in meanwhile (a bounded wait).
      await Promise.all([queryClient.fetchQuery(meQueryOptions(trpc)), openSsoLinks(sso)]);
      const target = safeRedirect(redirect);
      await (target === null ? navigate({ to: "/" }) : navigate({ href: target }));
      return "ok";
    } catch (error) {
      clearSessionMarker();
      const failure = toAppFailure(error);
      notifyAuthError(loginFailureText(failure, t));
      if (!failure.network) await askCaptcha(input.username);
      return "failed";
    }
  }

  return (
    <AuthShell
      title={t("login.title")}
      subtitle={t("login.subtitle")}
      footer={
        <>
          {t("login.noAccount")}{" "}
          <Anchor component={Link} to="/register" fw={500}>
            {t("login.toRegister")}
          </Anchor>
        </>
      }
    >
      <LoginForm onSubmit={submit} captcha={captcha} onRefreshCaptcha={() => void askCaptcha(captchaFor)} />
    </AuthShell>
  );
}
