import { TOPIC_KEYS } from "@suyuan/contracts/cms-file/cms-file-keys";
import { ZPrioritizeTopicsInput, ZPrioritizeTopicsOutput } from "@suyuan/contracts/topic/topic-operations";
import { prioritizeTopics } from "../../../services/topic/topic-order.ts";
import { permissionProcedure } from "../../init.ts";

/** A new order for many topics at once; legacy /topic/priority (`ids`, `priorities`). */
export const prioritizeTopicsProcedure = permissionProcedure(TOPIC_KEYS.priority)
  .meta({ legacy: { paths: ["/topic/priority"] } })
  .input(ZPrioritizeTopicsInput)
  .output(ZPrioritizeTopicsOutput)
  .mutation(({ ctx, input }) => prioritizeTopics(ctx, input));
