import type { TContentRow } from "@suyuan/contracts/content/content-find";

// How content rows are read for lists and answered: one select, one mapping, so every list
// (page, queue, reuse) answers the same row.

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
