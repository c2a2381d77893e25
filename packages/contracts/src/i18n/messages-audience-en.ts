import type { messagesAudienceZh } from "./messages-audience-zh.ts";

/** Messages of the sites' audience (spread into messagesEn). */
export const messagesAudienceEn: Record<keyof typeof messagesAudienceZh, string> = {
  "comment.closed": "Comments are closed in this channel",
  "comment.loginRequired": "Please sign in as a member to comment",
  "comment.articleMissing": "The article does not exist or is not published",
  "comment.parentMissing": "The comment you reply to does not exist",
  "comment.textRequired": "The comment is empty",
  "vote.subtopicType": "A question's type is 1 (single choice), 2 (multiple choice) or 3 (text)",
  "vote.sourceInvalid": "The vote's questions are not in the expected form",
  "vote.notFound": "The vote does not exist",
  "vote.disabled": "This vote is disabled",
  "vote.notStarted": "The vote has not started yet",
  "vote.ended": "The vote has ended",
  "vote.repeated": "You have already voted",
  "vote.choiceRequired": "Choose an option for every choice question",
  "vote.singleChoice": "A single-choice question takes one option",
  "vote.itemNotInVote": "A chosen option is not part of this vote",
  "vote.loginRequired": "Sign in as a member to vote",
  "advertising.endBeforeStart": "The end day cannot be before the start day",
} as const;
