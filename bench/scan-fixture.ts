// The fixture of bench/scan-endpoint.ts: what every benchmarked code shows, written with plain SQL.
import type { SqlExecutor } from "@suyuan/db/sql-executor";

/** The story every code tells: one enterprise, goods, base, template, batch, record, recall, checks. */
export async function fillScanStory(sql: SqlExecutor, codes: readonly string[]): Promise<void> {
  const CODES = codes.length;
  const one = async (text: string, params: unknown[] = []) =>
    (await sql.query<{ id: number }>(`${text} RETURNING id`, params))[0]!.id;
  const enterprise = await one(
    `INSERT INTO enterprise (name, status, phone, province_code, city_code, county_code, address, updated_at)
     VALUES ('绿源生态农业有限公司', 'approved', '0571-88886666', '330000', '330100', '330106', '文三路 1 号', now())`,
  );
  const goodsClass = await one(`INSERT INTO goods_class (name, sort) VALUES ('茶叶', 1)`);
  const goods = await one(
    `INSERT INTO goods (name, class_id, enterprise_id, specification, brand, unit, status, images, origin_province, updated_at)
     VALUES ('明前西湖龙井', $1, $2, '250克/罐', '西湖牌', '罐', 'approved',
             ARRAY['/uploads/benchimage0000000000001', '/uploads/benchimage0000000000002'], '330000', now())`,
    [goodsClass, enterprise],
  );
  const base = await one(
    `INSERT INTO base (enterprise_id, name, province_code, city_code, county_code, address, updated_at)
     VALUES ($1, '龙井村茶园', '330000', '330100', '330106', '龙井村 8 号', now())`,
    [enterprise],
  );
  const template = await one(
    `INSERT INTO trace_template (name, enterprise_id, updated_at) VALUES ('茶叶生产模板', $1, now())`,
    [enterprise],
  );
  const batch = await one(
    `INSERT INTO batch (enterprise_id, goods_id, base_id, batch_no, production_date, quantity, unit, template_id, updated_at)
     VALUES ($1, $2, $3, 'LJ2026-0401', '2026-04-01', 12000, '罐', $4, now())`,
    [enterprise, goods, base, template],
  );
  const stages = ["种植", "施肥", "采摘", "炒制", "检测包装"];
  for (const [index, stageName] of stages.entries()) {
    const stage = await one(`INSERT INTO trace_template_stage (template_id, name, sort) VALUES ($1, $2, $3)`, [
      template,
      stageName,
      index + 1,
    ]);
    const record = await one(
      `INSERT INTO trace_record (batch_id, enterprise_id, stage_id, sort, recorded_at, operator_name, images, updated_at)
       VALUES ($1, $2, $3, $4, now() - make_interval(days => $5), $6, ARRAY['/uploads/benchimage0000000000003'], now())`,
      [batch, enterprise, stage, index + 1, 40 - index * 8, `操作员${index + 1}`],
    );
    const items: [string, string, string | null, string][] = [
      ["负责人", "text", null, "陈师傅"],
      ["数量", "number", "公斤", String(100 + index * 25)],
      ["日期", "date", null, `2026-03-${String(1 + index * 5).padStart(2, "0")}`],
    ];
    for (const [itemIndex, [name, kind, unit, value]] of items.entries()) {
      const item = await one(
        `INSERT INTO trace_template_item (stage_id, name, kind, unit, sort) VALUES ($1, $2, $3, $4, $5)`,
        [stage, `${stageName}${name}`, kind, unit, itemIndex + 1],
      );
      await sql.query(`INSERT INTO trace_record_value (record_id, item_id, value) VALUES ($1, $2, $3)`, [
        record,
        item,
        value,
      ]);
    }
  }
  const application = await one(
    `INSERT INTO code_application (enterprise_id, goods_id, quantity, status, generation_status, generated_count, updated_at)
     VALUES ($1, $2, $3, 'approved', 'done', $3, now())`,
    [enterprise, goods, CODES],
  );
  const bound = Math.floor(CODES * 0.9);
  for (let start = 0; start < CODES; start += 20_000) {
    await sql.query(
      `INSERT INTO trace_code (code, application_id, serial, enterprise_id, goods_id, batch_id, bound_at)
       SELECT c, $2, $3 + n, $4, $5, CASE WHEN $3 + n <= $7 THEN $6::int END, CASE WHEN $3 + n <= $7 THEN now() END
       FROM unnest($1::text[]) WITH ORDINALITY AS t(c, n)`,
      [codes.slice(start, start + 20_000), application, start, enterprise, goods, batch, bound],
    );
  }
  const recall = await one(
    `INSERT INTO recall (enterprise_id, title, reason, level, start_date, notice, updated_at)
     VALUES ($1, '农药残留超标召回', '抽检不合格', 1, '2026-04-06', '请立即停止食用，凭购买凭证到原购买处退货。', now())`,
    [enterprise],
  );
  await sql.query(`INSERT INTO recall_batch (recall_id, batch_id) VALUES ($1, $2)`, [recall, batch]);
  await sql.query(
    `INSERT INTO quality_check (enterprise_id, batch_id, goods_id, organisation, inspector, check_date, passed, updated_at)
     VALUES ($1, $2, NULL, '浙江省农产品质量检测中心', '赵工', '2026-04-02', true, now()),
            ($1, NULL, $3, '杭州市市场监督管理局', '钱工', '2026-04-05', false, now())`,
    [enterprise, batch, goods],
  );
  // VACUUM as well (as bench/goods-list.ts does): otherwise the autovacuum 100,000 fresh codes
  // call for starts during the measured run, and the first reads of each code write its hint bits.
  await sql.exec("VACUUM ANALYZE");
}
