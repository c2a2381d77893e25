import { loadPinyinPro } from "../../lib/lazy-modules.ts";

/** Turns Chinese text into pinyin syllables (no tones), one per character; other runs kept whole. */
export type PinyinOf = (text: string) => string[];

/** The pinyin function of the maintained library `pinyin-pro` (loaded on first use). */
export async function loadPinyin(): Promise<PinyinOf> {
  const { pinyin } = await loadPinyinPro();
  return (text: string) => pinyin(text, { toneType: "none", type: "array", nonZh: "consecutive", v: true });
}
