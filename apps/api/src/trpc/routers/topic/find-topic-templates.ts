import { TOPIC_KEYS } from "@suyuan/contracts/cms-file/cms-file-keys";
import { ZTopicTemplatesOutput } from "@suyuan/contracts/topic/topic-operations";
import { topicTemplates } from "../../../services/topic/topic-order.ts";
import { permissionProcedure } from "../../init.ts";

/** The templates a topic may use (the topic form); legacy /topic/tpl_list. */
export const findTopicTemplatesProcedure = permissionProcedure(TOPIC_KEYS.create, TOPIC_KEYS.update)
  .meta({ legacy: { paths: ["/topic/tpl_list"] } })
  .output(ZTopicTemplatesOutput)
  .query(({ ctx }) => topicTemplates(ctx));
