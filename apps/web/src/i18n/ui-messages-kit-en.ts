import type { kitZh } from "./ui-messages-kit-zh.ts";

/** English texts of the resource kit's generic pages. */
export const kitEn: Record<keyof typeof kitZh, string> = {
  "kit.updatedAt": "Updated",
  "kit.deleteOne": 'Delete {whatLower} "{name}"? This cannot be undone.',
  "kit.deleteMany": "Delete the {count} selected rows ({whatLower})? This cannot be undone.",
  "kit.deleted": "{count} deleted",
  "kit.bulkDelete": "Delete selected",
  "kit.addTitle": "Add {whatLower}",
  "kit.editTitle": "Edit {whatLower}",
  "kit.viewTitle": "{what} details",
  "kit.created": "{what} added",
  "kit.updated": "{what} saved",
  "kit.otherSection": "Other",
  "kit.revealPersonal": "Show in full",
  "kit.from": "{what} from",
  "kit.to": "{what} to",
  "kit.images": "{count} images",
  // Scheduled tasks
  "task.allChannels": "All channels",
  "task.status.queued": "Queued",
  "task.status.running": "Running",
  "task.status.done": "Done",
  "task.status.failed": "Failed",
  "task.status.skipped": "Skipped",
};
