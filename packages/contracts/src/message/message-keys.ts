// Permission keys of the site messages (站内信), written like the origin's paths.

export const MESSAGE_KEYS = {
  /** The message page: list, get, read, forward, reply (the last two prefill a new message). */
  list: "/message/list",
  /** Writing: send, a draft (save), sending a draft (tosend), editing a draft (update). */
  send: "/message/send",
  /** Moving messages to the bin and back. */
  trash: "/message/trash",
  /** Deleting messages from the bin for good. */
  empty: "/message/empty",
} as const;
