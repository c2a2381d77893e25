import { TOPIC_KEYS } from "@suyuan/contracts/cms-file/cms-file-keys";
import { ZSendToTopicsInput, ZSendToTopicsOutput } from "@suyuan/contracts/topic/topic-operations";
import { sendContentToTopics } from "../../../services/topic/topic-order.ts";
import { permissionProcedure } from "../../init.ts";

/** Puts content into topics (the content list's 推送至专题); legacy /content/send_to_topic (`ids`, `topicIds`). */
export const sendContentToTopicsProcedure = permissionProcedure(TOPIC_KEYS.update, "/content/update")
  .meta({ legacy: { paths: ["/content/send_to_topic"] } })
  .input(ZSendToTopicsInput)
  .output(ZSendToTopicsOutput)
  .mutation(({ ctx, input }) => sendContentToTopics(ctx, input));
