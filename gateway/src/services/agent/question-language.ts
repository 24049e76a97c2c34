import type { Lang } from './errors'

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g
const LATIN = /[a-z]/gi

/** The least share of CJK characters among a question's letters that makes it a Chinese question. */
export const CJK_SHARE = 0.3

/**
 * The language to answer a question in: Chinese when CJK characters are at least 30% of its letters (a Chinese name
 * in an English sentence stays English), English when it has Latin letters otherwise, else the UI's language
 * (a question of digits and signs only).
 */
export function questionLanguage(question: string, uiLanguage: Lang): Lang {
  const cjk = question.match(CJK)?.length ?? 0
  const latin = question.match(LATIN)?.length ?? 0
  if (cjk + latin === 0) return uiLanguage
  return cjk / (cjk + latin) >= CJK_SHARE ? 'zh-CN' : 'en'
}
