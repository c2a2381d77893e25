import type { TContentRow } from "@suyuan/contracts/content/content-find";
import { column, sql, type ItemValue } from "../../kit/item-values.ts";

// How content rows are answered: the values of a list's item (the review queue, reuse), written
// by the list statement (kit/sql-list-json.ts), and the select and mapping of one item's get.
// services/content/content-list.ts writes the same row for the content list itself.

/** The writer's name as the lists show it: the real name, else the user name ("" without a writer). */
const WRITER_NAME = `COALESCE((SELECT COALESCE(NULLIF(u.real_name, ''), u.username) FROM app_user u WHERE u.id = t.created_by_id), '')`;

/** A content row (TContentRow) as item values over `cms_content` rows aliased `t`. */
export const ROW_VALUES: Readonly<Record<keyof TContentRow, ItemValue>> = {
  id: column("id"),
  title: column("title"),
  shortTitle: column("shortTitle"),
  channelId: column("channelId"),
  channelName: sql(() => "(SELECT c.name FROM cms_channel c WHERE c.id = t.channel_id)"),
  url: sql(() => `(SELECT '/' || c.path || '/' || t.id || '.html' FROM cms_channel c WHERE c.id = t.channel_id)`),
  typeId: column("typeId"),
  typeName: sql(() => "(SELECT y.name FROM cms_content_type y WHERE y.id = t.type_id)"),
  status: column("status"),
  checkStep: column("checkStep"),
  topLevel: column("topLevel"),
  topLevelExpiry: column("topExpiredAt"),
  // The top level that counts now: 0 once its expiry has passed (effectiveTopLevel).
  effectiveTopLevel: sql(() => "(CASE WHEN t.top_expired_at <= now() THEN 0 ELSE t.top_level END)"),
  recommendLevel: column("recommendLevel"),
  views: column("views"),
  commentCount: column("commentCount"),
  author: column("author"),
  releaseDate: column("releaseDate"),
  createdByName: sql(() => WRITER_NAME),
  createdAt: column("createdAt"),
  updatedAt: column("updatedAt"),
};

export const ROW_SELECT = {
  id: true,
  title: true,
  shortTitle: true,
  channelId: true,
  channel: { select: { name: true, path: true } },
  typeId: true,
  type: { select: { name: true } },
  status: true,
  checkStep: true,
  topLevel: true,
  topExpiredAt: true,
  recommendLevel: true,
  views: true,
  commentCount: true,
  author: true,
  releaseDate: true,
  createdBy: { select: { username: true, realName: true } },
  createdAt: true,
  updatedAt: true,
} as const;

export type SelectedRow = {
  id: number;
  title: string;
  shortTitle: string | null;
  channelId: number;
  channel: { name: string; path: string };
  typeId: number;
  type: { name: string };
  status: number;
  checkStep: number;
  topLevel: number;
  topExpiredAt: Date | null;
  recommendLevel: number;
  views: number;
  commentCount: number;
  author: string | null;
  releaseDate: Date;
  createdBy: { username: string; realName: string | null } | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The top level that counts at `now`: 0 once its expiry has passed. */
export function effectiveTopLevel(row: { topLevel: number; topExpiredAt: Date | null }, now = new Date()): number {
  return row.topExpiredAt && row.topExpiredAt.getTime() <= now.getTime() ? 0 : row.topLevel;
}

export function toRow(row: SelectedRow, now = new Date()): TContentRow {
  return {
    id: row.id,
    title: row.title,
    shortTitle: row.shortTitle,
    channelId: row.channelId,
    channelName: row.channel.name,
    url: `/${row.channel.path}/${row.id}.html`,
    typeId: row.typeId,
    typeName: row.type.name,
    status: row.status,
    checkStep: row.checkStep,
    topLevel: row.topLevel,
    topLevelExpiry: row.topExpiredAt,
    effectiveTopLevel: effectiveTopLevel(row, now),
    recommendLevel: row.recommendLevel,
    views: row.views,
    commentCount: row.commentCount,
    author: row.author,
    releaseDate: row.releaseDate,
    createdByName: row.createdBy ? row.createdBy.realName || row.createdBy.username : "",
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
