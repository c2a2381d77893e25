import { queryRows } from "@suyuan/db/client";

/**
 * Whether a member of `groupId` may view a members-only channel (its own restriction and every
 * restricting parent's list the group: a channel's view groups cover its sub-channels) and, when
 * given, a content item (its own view groups, if any, list the group).
 */
export async function groupMayView(groupId: number, channelIds: readonly number[], contentId: number | null) {
  const rows = await queryRows<{ channel_id: number; allowed: boolean }>(
    `SELECT channel_id, bool_or(group_id = $2) AS allowed
       FROM cms_channel_member_group
      WHERE kind = 'view' AND channel_id = ANY($1::int[])
      GROUP BY channel_id`,
    [channelIds, groupId],
  );
  if (rows.some((row) => !row.allowed)) return false;
  if (contentId === null) return true;
  const [content] = await queryRows<{ groups: number; allowed: boolean }>(
    `SELECT count(*)::int AS groups, coalesce(bool_or(group_id = $2), false) AS allowed
       FROM cms_content_view_group WHERE content_id = $1`,
    [contentId, groupId],
  );
  return !content || content.groups === 0 || content.allowed;
}
