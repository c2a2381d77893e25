import { findReviewQueue } from "../../../services/content/review-queue.ts";
import { permissionProcedure } from "../../init.ts";
import { QUEUE_KEYS } from "./content-access.ts";
import { ZReviewQueueInput, ZReviewQueueOutput } from "@suyuan/contracts/content/content-find";

/** Items waiting at a review step whose role the caller holds (the work bench's queue). */
export const findReviewQueueProcedure = permissionProcedure(...QUEUE_KEYS)
  .input(ZReviewQueueInput)
  .output(ZReviewQueueOutput)
  .query(({ ctx, input }) => findReviewQueue(ctx, input));
