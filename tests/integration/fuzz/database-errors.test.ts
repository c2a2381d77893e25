import { asAppError } from "@suyuan/api/lib/app-error";
import { Prisma, prisma } from "@suyuan/db/client";
import { describe, expect, it } from "vitest";
import { useTestServer } from "../../support/test-server.ts";

// The one mapping of database errors (asAppError), fed with what the real database answers on
// each kind (PGlite or PostgreSQL, as the run says): the caller's data refused (a value it cannot
// store, a number past its column, an impossible date, a broken constraint) is a clear 400;
// anything else is an internal error whose message names the request id.

useTestServer();

/** The error a database call fails with. */
async function thrownBy(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error("the call did not fail");
}

describe("database errors as answers", () => {
  it.each([
    ["NUL in text", () => prisma.$queryRaw`SELECT ${"a\u0000b"}::text AS value`],
    ["an int4 past its range", () => prisma.$queryRaw`SELECT ${"2147483648"}::int4 AS value`],
    ["year 0000", () => prisma.$queryRaw`SELECT ${"0000-01-01"}::date AS value`],
    ["an impossible day", () => prisma.$queryRaw`SELECT ${"2026-02-30"}::date AS value`],
    ["an id past int4 in a model query", () => prisma.user.findUnique({ where: { id: 2 ** 31 } })],
    ["a NUL in a model query", () => prisma.user.findFirst({ where: { username: "a\u0000b" } })],
    ["a NOT NULL column left empty", () => prisma.$executeRaw`INSERT INTO app_user (username) VALUES (NULL)`],
  ])("%s is the caller's bad data: 400", async (_what, call) => {
    const appError = asAppError(await thrownBy(call), "req-1");
    expect(appError.code).toBe("BAD_REQUEST");
    expect(appError.messageKey).toBe("error.invalidData");
  });

  it("Prisma's own data codes are 400 too (value too long, invalid value, out of range)", () => {
    for (const code of ["P2000", "P2006", "P2007", "P2009", "P2020"]) {
      const error = new Prisma.PrismaClientKnownRequestError("refused", { code, clientVersion: "7" });
      expect(asAppError(error).code, code).toBe("BAD_REQUEST");
    }
  });

  it("anything else is an internal error naming the request id, in both languages", async () => {
    const appError = asAppError(await thrownBy(() => prisma.$queryRaw`SELECT * FROM "NoSuchTable"`), "req-42");
    expect(appError.code).toBe("INTERNAL");
    expect(appError.localizedMessage("zh")).toContain("req-42");
    expect(appError.localizedMessage("en")).toContain("req-42");
    expect(asAppError(new TypeError("bug"), "req-43").localizedMessage("en")).toContain("req-43");
  });
});
