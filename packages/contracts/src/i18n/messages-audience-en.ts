import type { messagesAudienceZh } from "./messages-audience-zh.ts";

/** Messages of the sites' audience (spread into messagesEn). */
export const messagesAudienceEn: Record<keyof typeof messagesAudienceZh, string> = {
  "comment.closed": "Comments are closed in this channel",
  "comment.loginRequired": "Please sign in as a member to comment",
  "comment.articleMissing": "The article does not exist or is not published",
  "comment.parentMissing": "The comment you reply to does not exist",
  "comment.textRequired": "The comment is empty",
} as const;
