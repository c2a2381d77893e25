// The goods page of bench/goods-list.ts as plain SQL: the same 20 rows (status approved, one class,
// newest first, with class and enterprise names) and the same count capped at 1,001 rows.
export const GOODS_PAGE_SQL = `SELECT g.id, g.name, g.status, g.created_at, c.name AS class_name, e.name AS enterprise_name
     FROM goods g JOIN goods_class c ON c.id = g.class_id JOIN enterprise e ON e.id = g.enterprise_id
     WHERE g.status = 'approved' AND g.class_id = $1
     ORDER BY g.created_at DESC, g.id DESC LIMIT 20`;
export const GOODS_COUNT_SQL = `SELECT count(*) AS n FROM (SELECT 1 FROM goods g WHERE g.status = 'approved' AND g.class_id = $1
     ORDER BY g.created_at DESC, g.id DESC LIMIT 1001) capped`;
