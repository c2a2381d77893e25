/** How long a sign-in waits at most for the other sites: it goes on whatever they answer. */
const SSO_WAIT_MS = 3_000;

/**
 * Single sign-on, as the origin's admin did it: the sign-in addresses of the sites the SSO
 * settings list, each carrying a one-time ticket (the sign-in's `sso`), opened in hidden frames so
 * that each site checks its ticket and sets its own session in this browser. Resolves once every
 * frame has loaded (or failed), or after `waitMs`; the frames are then removed. The app's CSP
 * allows exactly the listed sites as frames (apps/api/src/http/app.ts).
 */
export function openSsoLinks(links: readonly string[], waitMs = SSO_WAIT_MS): Promise<void> {
  const addresses = links.filter((link) => /^https?:\/\//i.test(link));
  if (addresses.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let pending = addresses.length;
    const frames = addresses.map((address) => {
      const frame = document.createElement("iframe");
      frame.hidden = true;
      frame.tabIndex = -1;
      frame.setAttribute("aria-hidden", "true");
      frame.dataset.sso = "";
      // The ticket is in the address: never passed on as a referrer.
      frame.referrerPolicy = "no-referrer";
      const settle = () => {
        pending -= 1;
        if (pending === 0) finish();
      };
      frame.addEventListener("load", settle, { once: true });
      frame.addEventListener("error", settle, { once: true });
      frame.src = address;
      return frame;
    });
    const timer = window.setTimeout(finish, waitMs);
    function finish() {
      window.clearTimeout(timer);
      for (const frame of frames) frame.remove();
      resolve();
    }
    for (const frame of frames) document.body.append(frame);
  });
}
