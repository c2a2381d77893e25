import type { Label } from "@suyuan/contracts/kit/fields";

// The texts of the pushed-content page (推送审核).

export const SHARE_TEXTS = {
  title: { zh: "推送审核", en: "Pushed content" },
  hint: {
    zh: "其他站点推送到本站栏目的内容：审核通过后出现在目标栏目中，也可删除推送。切换到“本站推出”查看本站推送到其他站点的内容。",
    en: "Content other sites pushed to this site's channels: accept it to show it in the target channel, or delete the offer. Switch to “Pushed out” for this site's offers to other sites.",
  },
  incoming: { zh: "推送到本站", en: "Pushed in" },
  outgoing: { zh: "本站推出", en: "Pushed out" },
  all: { zh: "全部", en: "All" },
  waiting: { zh: "待审核", en: "Waiting" },
  accepted: { zh: "已通过", en: "Accepted" },
  contentTitle: { zh: "标题", en: "Title" },
  fromSite: { zh: "来源站点", en: "From site" },
  targetSite: { zh: "目标站点", en: "Target site" },
  targetChannel: { zh: "目标栏目", en: "Target channel" },
  state: { zh: "状态", en: "State" },
  sharedBy: { zh: "推送人", en: "Pushed by" },
  sharedAt: { zh: "推送时间", en: "Pushed at" },
  filterTitle: { zh: "标题包含", en: "Title contains" },
  accept: { zh: "审核通过", en: "Accept" },
  remove: { zh: "删除推送", en: "Delete offer" },
  confirmAccept: { zh: "确定通过所选的 {count} 条推送吗？", en: "Accept the {count} selected offers?" },
  confirmRemove: {
    zh: "确定删除所选的 {count} 条推送吗？内容本身不受影响。",
    en: "Delete the {count} selected offers? The content itself stays.",
  },
  accepted_done: { zh: "已通过 {count} 条推送", en: "{count} offers accepted" },
  removed_done: { zh: "已删除 {count} 条推送", en: "{count} offers deleted" },
  empty: { zh: "暂无推送", en: "No pushed content" },
} as const satisfies Record<string, Label>;
