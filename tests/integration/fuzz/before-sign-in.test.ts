import { translate } from "@suyuan/contracts/i18n/translate";
import { describe, expect, it } from "vitest";
import { aesEncrypt } from "../../support/legacy-client.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../../support/test-env.ts";
import { useTestServer } from "../../support/test-server.ts";
import { callTrpc } from "../../support/trpc-http.ts";
import { signedForm } from "./legacy-forms.ts";
import { rowFingerprint } from "./row-fingerprint.ts";
import { postLegacy, serverComplaints } from "./wire.ts";

// Before anyone is signed in the server already looks values up and writes them: the appId is
// looked up, the nonce stored, the username looked up and logged. Text the database cannot store
// (a NUL; on tRPC also a lone surrogate, which JSON can carry) is refused there with a clear
// answer, and nothing is written, not even a failed-login log row.

const server = useTestServer();
const NUL = "ad\u0000min";
const LONE_SURROGATE = "ad\ud800min";

const body = (form: Record<string, string>) => new URLSearchParams(form).toString();

describe("text the database cannot store, before sign-in", () => {
  it("is refused on tRPC auth.login (username and password) with a 400 naming the field", async () => {
    const before = await rowFingerprint();
    for (const [username, password, field] of [
      [NUL, TEST_ADMIN.password, "username"],
      [LONE_SURROGATE, TEST_ADMIN.password, "username"],
      [TEST_ADMIN.username, `${TEST_ADMIN.password}\u0000`, "password"],
      [TEST_ADMIN.username, `\udc00${TEST_ADMIN.password}`, "password"],
    ] as const) {
      const answer = await callTrpc(server().url, "", "auth.login", "mutation", { username, password });
      expect(answer.status, `${field} ${JSON.stringify(username)}`).toBe(400);
      expect(answer.error?.data.fieldErrors?.[field]).toEqual([translate("validation.textInvalid", "zh")]);
    }
    expect(await rowFingerprint()).toEqual(before);
    expect(serverComplaints(server().logText())).toEqual([]);
  });

  it("is refused on the legacy login and its alias (username, appId, nonce) with 201", async () => {
    const before = await rowFingerprint();
    const aesPassword = aesEncrypt(TEST_ADMIN.password, TEST_LEGACY.aesKey, TEST_LEGACY.ivKey);
    for (const path of ["/api/admin/user/login", "/api/front/user/login"]) {
      const cases: Record<string, string>[] = [
        { username: NUL, aesPassword },
        { username: TEST_ADMIN.username, aesPassword: `${aesPassword}\u0000` },
        { username: TEST_ADMIN.username, aesPassword, appId: `${TEST_LEGACY.appId}\u0000` },
        { username: TEST_ADMIN.username, aesPassword, nonce_str: "n\u0000" },
        { username: TEST_ADMIN.username, aesPassword, sessionKey: "\u0000" },
      ];
      for (const fields of cases) {
        const answer = await postLegacy(server().url, path, body(signedForm(fields, undefined)));
        expect(answer.status, `${path} ${JSON.stringify(fields)}`).toBe(200);
        expect(answer.body, `${path} ${JSON.stringify(fields)}`).toMatchObject({ code: "201" });
      }
    }
    expect(await rowFingerprint()).toEqual(before);
    expect(serverComplaints(server().logText())).toEqual([]);
  });
});
