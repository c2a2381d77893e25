import type { TFindSaleMonthlyInput, TSaleMonthly } from "@suyuan/contracts/sale/sale-operations";
import { monthsBetween } from "@suyuan/contracts/statistics/statistics-operations";
import { prisma } from "@suyuan/db/client";
import { currentSite } from "../access/site-scope.ts";
import type { ServiceContext } from "../service-context.ts";

/** Amount and quantity of the current site's sales per month of the range (zero where none). */
export async function findSaleMonthly(ctx: ServiceContext, input: TFindSaleMonthlyInput): Promise<TSaleMonthly> {
  const from = `${input.from}-01`;
  const to = `${input.to}-01`;
  const rows = await prisma.$queryRaw<{ month: string; amount: string; quantity: string }[]>`
    SELECT to_char(date, 'YYYY-MM') AS month, sum(amount)::text AS amount, sum(quantity)::text AS quantity
    FROM sale
    WHERE site_id = ${currentSite(ctx)} AND date >= ${from}::date AND date < (${to}::date + interval '1 month')
    GROUP BY 1`;
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return monthsBetween(input.from, input.to).map((month) => {
    const row = byMonth.get(month);
    return { month, amount: row ? Number(row.amount) : 0, quantity: row ? Number(row.quantity) : 0 };
  });
}
