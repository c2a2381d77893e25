/** Messages of the sites' audience: comments, sensitive words (spread into messagesZh). */
export const messagesAudienceZh = {
  "comment.closed": "该栏目不允许评论",
  "comment.loginRequired": "请先登录会员再评论",
  "comment.articleMissing": "文章不存在或未发布",
  "comment.parentMissing": "回复的评论不存在",
  "comment.textRequired": "评论内容不能为空",
} as const;
