// Permission keys of the votes, written like the origin's paths.

export const VOTE_TOPIC_KEYS = {
  list: "/vote_topic/list",
  create: "/vote_topic/save",
  update: "/vote_topic/update",
  delete: "/vote_topic/delete",
  /** Enables or disables many votes at once and names the site's default (the origin's name). */
  priority: "/vote_topic/priority",
} as const;
