import { MAX_INT4 } from "@suyuan/contracts/kit/primitives";
import { z } from "zod";
import { RESOURCE_SERVICES } from "../../services/resource-services.ts";
import { formNumber } from "../form-values.ts";
import { legacyRoute } from "../legacy-route.ts";
import { procedureAccess } from "../procedure-access.ts";

// topic/get as the origin's topic form reads it: `id=0` is the blank topic its add page starts
// from (the origin answers a new topic with its defaults), and a missing image is "" (the page's
// image pickers call indexOf on the value). Other topic paths are derived from the kit resource.

const service = RESOURCE_SERVICES.topic;

const BLANK_TOPIC = {
  id: 0,
  name: "",
  shortName: "",
  keywords: "",
  description: "",
  titleImg: "",
  contentImg: "",
  tplContent: "",
  priority: 10,
  recommend: false,
  channelIds: [],
};

export const topicRoutes = [
  legacyRoute({
    paths: ["/topic/get"],
    ...procedureAccess("topic.get"),
    input: z.object({ id: z.number().int().min(0).max(MAX_INT4) }),
    fromForm: (fields) => ({ id: formNumber(fields.id) }),
    async handle(ctx, input) {
      if (input.id === 0) return { body: BLANK_TOPIC };
      const topic = await service.get(ctx, input.id);
      return { body: { ...topic, titleImg: topic.titleImg ?? "", contentImg: topic.contentImg ?? "" } };
    },
  }),
];
