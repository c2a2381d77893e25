import { z } from "zod";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";
import { VOTE_TOPIC_KEYS } from "./vote-keys.ts";
import { ZVoteSource, ZVoteStatus, ZVoteSubtopicResult } from "./vote-operations.ts";

const label = (zh: string, en: string) => ({ zh, en });

/**
 * Votes (调查投票) of a site: questions (sub-topics) with options, written with the vote from its
 * `source` (the origin's name and JSON shape). 未开始 / 进行中 / 已结束 (`voteStatus` 1, 2, 3) follow
 * from the start and end times; the counts grow only by visitors' votes.
 */
export const voteTopicResource = defineResource({
  name: "voteTopic",
  model: "cmsVoteTopic",
  legacy: ["vote_topic"],
  label: label("投票", "Vote"),
  titleField: "title",
  scope: "site",
  keys: {
    list: VOTE_TOPIC_KEYS.list,
    create: VOTE_TOPIC_KEYS.create,
    update: VOTE_TOPIC_KEYS.update,
    delete: VOTE_TOPIC_KEYS.delete,
  },
  fields: {
    title: field.text(label("标题", "Title"), { required: true, max: 255, span: 2 }),
    description: field.textarea(label("描述", "Description"), { max: 255 }),
    startTime: field.dateTime(label("开始时间", "Starts"), { required: false }),
    endTime: field.dateTime(label("结束时间", "Ends"), { required: false }),
    repeateHour: field.integer(label("重复投票间隔（小时）", "Hours between votes"), {
      min: 0,
      max: 87_600,
      hint: label(
        "留空：每位访客只能投一次；0：不限制；N：N 小时后可再投。",
        "Blank: one vote per visitor; 0: no limit; N: again after N hours.",
      ),
    }),
    restrictMember: field.boolean(label("限制会员", "Per member")),
    restrictIp: field.boolean(label("限制 IP", "Per IP")),
    restrictCookie: field.boolean(label("限制 Cookie", "Per cookie"), { default: true }),
    disabled: field.boolean(label("禁用", "Disabled")),
    def: field.boolean(label("默认投票", "Default vote")),
  },
  extraInput: { source: ZVoteSource },
  extraItem: { voteStatus: ZVoteStatus, totalCount: z.number(), subtopics: z.array(ZVoteSubtopicResult) },
  filters: {
    voteStatus: filter.custom("startTime", label("状态", "Status"), ZVoteStatus),
    title: filter.contains("title", label("标题", "Title")),
  },
  sortKeys: ["createdAt", "title", "startTime", "endTime"],
  defaultSort: { by: "createdAt", dir: "desc" },
  columns: [
    { key: "title", sortable: true },
    { key: "voteStatus", label: label("状态", "Status"), priority: "high" },
    { key: "startTime", sortable: true },
    { key: "endTime", sortable: true },
    { key: "totalCount", label: label("投票人次", "Votes") },
    { key: "disabled" },
  ],
  sections: [
    {
      title: label("投票", "Vote"),
      fields: ["title", "description", "startTime", "endTime", "disabled", "def"],
    },
    {
      title: label("防重复投票", "Repeat votes"),
      fields: ["repeateHour", "restrictCookie", "restrictIp", "restrictMember"],
    },
  ],
  routes: { list: VOTE_TOPIC_KEYS.list, create: VOTE_TOPIC_KEYS.create, update: VOTE_TOPIC_KEYS.update },
  actions: { priority: { key: VOTE_TOPIC_KEYS.priority, label: label("启用/禁用", "Enable or disable") } },
  menu: { group: "interaction", titles: { list: label("投票管理", "Votes") } },
  hint: label(
    "投票在开始时间前为未开始，结束时间后为已结束；访客投票后可在此查看各选项票数。",
    "A vote has not started before its start time and has ended after its end time; the counts of each option show here.",
  ),
});
