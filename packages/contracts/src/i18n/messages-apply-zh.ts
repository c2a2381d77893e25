/** Messages of trace-code applications, generation, binding and download. */
export const messagesApplyZh = {
  "validation.codeQuantity": "申请数量应为 1 到 1000000 之间的整数",
  "validation.applyReasonRequired": "请填写申请理由",
  "validation.serialRange": "起始序号不能大于结束序号",
  "validation.traceCodesRequired": "请填写要绑定的溯源码",
  "error.enterpriseNotApproved": "企业尚未通过审核，不能申请溯源码",
  "error.goodsNotApproved": "只能为本企业已审核通过的商品申请溯源码",
  "error.applicationNotPending": "只能修改或删除待审核的申请",
  "error.codesNotReady": "溯源码尚未生成完成",
  "error.generationNotFailed": "只有生成失败的申请可以重新生成",
  "error.batchMismatch": "只能绑定到同一企业、同一商品的批次",
  "error.traceCodesInvalid": "以下溯源码无效（请检查输入）：{codes}",
  "error.traceCodesForeign": "以下溯源码不属于本申请：{codes}",
  "error.traceCodesBound": "以下溯源码已绑定批次，如需改绑请勾选“改绑”：{codes}",
  "error.serialOutOfRange": "序号超出范围（1 到 {max}）",
  "error.pdfTooManyLabels": "PDF 一次最多 {max} 个标签，请按序号范围分批下载",
} as const;
