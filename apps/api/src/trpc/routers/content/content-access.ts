import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";
import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";

// Who may read content: the pages that show it (list, view, edit, the review queue, the recycle
// bin). Each write names its own key in its procedure.

type Keys = [PermissionKey, ...PermissionKey[]];

export const READ_KEYS: Keys = [
  CONTENT_KEYS.list,
  CONTENT_KEYS.view,
  CONTENT_KEYS.update,
  CONTENT_KEYS.reviewQueue,
  CONTENT_KEYS.recycleBin,
];

export const QUEUE_KEYS: Keys = [CONTENT_KEYS.reviewQueue, CONTENT_KEYS.check, CONTENT_KEYS.reject];

export const SHARE_KEYS: Keys = [CONTENT_KEYS.share, CONTENT_KEYS.shareCheck, CONTENT_KEYS.shareDelete];

export const PUSH_KEYS: Keys = [CONTENT_KEYS.push, CONTENT_KEYS.share];

export const REUSE_KEYS: Keys = [CONTENT_KEYS.reuse, CONTENT_KEYS.copy];
