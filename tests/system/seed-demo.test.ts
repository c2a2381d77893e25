import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { lockDataDirectory } from "@suyuan/db/pglite-lock";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createServerDatabase } from "../support/test-database.ts";

const script = fileURLToPath(new URL("../../apps/api/scripts/seed-demo.ts", import.meta.url));
const root = fileURLToPath(new URL("../..", import.meta.url));

function seed(databaseUrl: string) {
  return spawnSync("npx", ["tsx", script], {
    encoding: "utf8",
    env: {
      PATH: process.env.PATH ?? "",
      DATABASE_URL: databaseUrl,
      ADMIN_PASSWORD: "Seed-pass-123",
      LOG_LEVEL: "silent",
    },
  });
}

describe("npm run seed:demo", () => {
  it("opens the data directory npm start uses, and refuses it while the server holds it", () => {
    // npm runs the script inside apps/api; a relative DATA_DIR still means the one below the
    // repository root that `npm start` (run at the root) opens.
    const dataDir = mkdtempSync(join(tmpdir(), "suyuan-seed-locked-"));
    const unlock = lockDataDirectory(dataDir); // as a running server does: this test's process holds it
    try {
      const seeded = spawnSync("npx", ["tsx", script], {
        cwd: join(root, "apps/api"),
        encoding: "utf8",
        env: { PATH: process.env.PATH ?? "", DATA_DIR: relative(root, dataDir), LOG_LEVEL: "silent" },
      });
      expect(seeded.status, seeded.stdout).toBe(1);
      expect(seeded.stderr).toContain("请先停止 npm start");
      expect(seeded.stderr).toContain("Stop npm start first");
      expect(seeded.stderr).toContain(`进程 ${process.pid}，数据目录 ${dataDir}`);
      // A clear message, not a stack trace.
      expect(seeded.stderr).not.toMatch(/\n\s+at /);
    } finally {
      unlock();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it(
    "fills a database through the services once, and changes nothing when run again",
    { timeout: 300_000 },
    async () => {
      const database = await createServerDatabase();
      try {
        const first = seed(database.url);
        expect(first.status, first.stderr).toBe(0);
        expect(first.stdout).toContain("Demo data written: 8 enterprises, 11 goods");
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        const count = async (table: string) =>
          Number((await client.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`)).rows[0]?.n);
        expect(await count("enterprise")).toBe(8);
        expect(await count("goods")).toBe(11);
        expect(await count("env_reading")).toBe(6 * 72);
        // One county's enterprises, with brands of their own (never a cut of the enterprise's name),
        // and one entered by a clerk still waiting for its check on the work bench, with its goods.
        expect(await count("enterprise WHERE county_code = '330523'")).toBe(8);
        expect(
          await count(
            "goods WHERE brand IS NULL OR position(brand in (SELECT name FROM enterprise e WHERE e.id = goods.enterprise_id)) = 1",
          ),
        ).toBe(0);
        expect(await count("enterprise WHERE status = 'pending'")).toBe(1);
        expect(await count("goods WHERE status = 'pending'")).toBe(1);
        // Traceability: a five-stage template, three batches with a record per stage, 200 codes bound
        // to two batches, scans, a passed and a failed check, the failed one's active recall.
        expect(first.stdout).toContain("Traceability demo written");
        expect(await count("trace_template")).toBe(1);
        expect(await count("trace_template_stage")).toBe(5);
        expect(await count("batch")).toBe(3);
        expect(await count("trace_record")).toBe(15);
        expect(await count("trace_code")).toBe(200);
        expect(await count("trace_code WHERE batch_id IS NOT NULL")).toBe(200);
        expect(await count("code_application WHERE status = 'approved' AND generation_status = 'done'")).toBe(1);
        expect(await count("code_application WHERE status = 'pending'")).toBe(1);
        expect(await count("scan_record")).toBeGreaterThanOrEqual(3);
        expect(await count("quality_check")).toBe(2);
        expect(await count("quality_check WHERE NOT passed AND recall_id IS NOT NULL")).toBe(1);
        expect(await count("recall WHERE status = 'active'")).toBe(1);
        expect(await count("recall_batch")).toBe(1);
        // Rural commerce: a county's towns and stations, people, households (one lifted, with its
        // history), a training with attendees, a year of statistics, parcels, stock moved, sales, mall.
        expect(first.stdout).toContain("Rural-commerce demo written");
        expect(await count("town")).toBe(3);
        expect(await count("village_station")).toBe(6);
        expect(await count("user_info")).toBe(8);
        expect(await count("person_info")).toBe(4);
        expect(await count("person_state_change WHERE to_state = 'lifted'")).toBe(1);
        expect(await count("train_user_attendee")).toBe(4);
        expect(await count("town_statistic")).toBe(36);
        expect(await count("express")).toBe(18);
        expect(await count("stock_movement")).toBe(6);
        expect(await count("sale")).toBe(12);
        expect(await count("mall_item WHERE on_shelf")).toBe(2);
        // Work platform: three stations with bound operators and a month of business in every
        // status, partial sales, a report per station per day (one station's today still due), codes.
        expect(first.stdout).toContain("Work-platform demo written");
        expect(await count("station_operator")).toBe(3);
        expect(await count("daily_report")).toBe(3 * 30 - 1);
        for (const status of ["submitted", "purchasing", "arrived", "delivered", "cancelled"])
          expect(await count(`purchase_order WHERE status = '${status}'`), status).toBeGreaterThan(0);
        expect(await count("purchase_order_event")).toBeGreaterThan(await count("purchase_order"));
        for (const status of ["listed", "sold", "settled"])
          expect(await count(`sales_agency WHERE status = '${status}'`), status).toBeGreaterThan(0);
        expect(await count("sales_agency WHERE status = 'listed' AND sold_quantity > 0")).toBeGreaterThan(0);
        expect(await count("sales_agency WHERE status = 'settled' AND paid_amount + commission = sold_amount")).toBe(
          await count("sales_agency WHERE status = 'settled'"),
        );
        expect(await count("enterprise_code")).toBe(3);
        expect(await count("commodity_code")).toBe(6);
        // Content management: a second site, the county portal's channels, two models with custom
        // fields, 300 articles with every status of the workflow, their history, tags and topics.
        expect(first.stdout).toContain("Content demo written");
        expect(await count("site")).toBe(2);
        // The master site is the county's portal; both sites have channels and articles.
        expect(await count("site WHERE is_master AND name = '安吉县乡村振兴网'")).toBe(1);
        expect(await count("site s WHERE NOT EXISTS (SELECT 1 FROM cms_channel c WHERE c.site_id = s.id)")).toBe(0);
        expect(await count("site s WHERE NOT EXISTS (SELECT 1 FROM cms_content c WHERE c.site_id = s.id)")).toBe(0);
        // The portal's 13, the tea town's 4 and the portal's 人才招聘 (a job posting with an application).
        expect(await count("cms_channel")).toBe(13 + 4 + 1);
        expect(await count("cms_model_item WHERE is_custom AND field IN ('productOrigin', 'docNo')")).toBe(2);
        expect(await count("cms_content")).toBe(300 + 24 + 1);
        for (const status of [-1, 0, 1, 2, 3, 5])
          expect(await count(`cms_content WHERE status = ${status}`), `status ${status}`).toBeGreaterThan(0);
        expect(await count("cms_content WHERE attrs ? 'productOrigin'")).toBeGreaterThan(0);
        expect(await count("cms_content_record WHERE operation = 'reject' AND opinion IS NOT NULL")).toBeGreaterThan(0);
        expect(await count("cms_topic")).toBe(3);
        expect(await count("cms_tag WHERE ref_count > 0")).toBeGreaterThan(0);
        // Every change went through a service and was logged.
        expect(await count("operation_log")).toBeGreaterThanOrEqual(8 + 11 + 8 + 6 + 6 + 12);
        const second = seed(database.url);
        expect(second.status).toBe(0);
        expect(second.stdout).toContain("nothing changed");
        expect(await count("enterprise")).toBe(8);
        expect(await count("trace_code")).toBe(200);
        expect(await count("recall")).toBe(1);
        expect(await count("town_statistic")).toBe(36);
        expect(await count("cms_content")).toBe(300 + 24 + 1);
        await client.end();
      } finally {
        await database.drop();
      }
    },
  );
});
