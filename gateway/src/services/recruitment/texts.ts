import type { Lang } from '../../core/lang'

/** Texts of the recruitment service's mails and of its careers page answers. */
const TEXTS = {
  inviteSubject: { zh: '面试邀请：{candidate}（{job}）', en: 'Interview: {candidate} ({job})' },
  inviteBody: {
    zh: '您好 {name}：\n\n请您面试候选人 {candidate}（应聘 {job}）。\n时间：{when}（{minutes} 分钟）\n地点：{place}\n\n日历邀请见附件。面试后请在“招聘管理 → 我的面试”中填写评分表。',
    en: 'Hello {name},\n\nPlease interview {candidate} for {job}.\nWhen: {when} ({minutes} minutes)\nWhere: {place}\n\nThe calendar invitation is attached. After the interview, fill in your scorecard in Recruitment → My interviews.',
  },
} as const

/**
 * A time as the mails and notices show it: the date and time in the tenant's zone, the zone's name in the reader's
 * language and its offset, e.g. '2026-05-04 14:30 (China Standard Time, UTC+8)' or '2026-05-04 14:30（中国标准时间，UTC+8）'.
 */
export function mailTime(at: number, timeZone: string, lang: Lang): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at))
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  const zoneName = (locale: string, style: 'long' | 'shortOffset') =>
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style })
      .formatToParts(new Date(at))
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  const offset = zoneName('en', 'shortOffset')
    .replace(/^GMT\+?0?$/, 'UTC')
    .replace(/^GMT/, 'UTC')
  const wall = `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`
  return lang === 'zh'
    ? `${wall}（${zoneName('zh-CN', 'long')}，${offset}）`
    : `${wall} (${zoneName('en', 'long')}, ${offset})`
}

export function say(lang: Lang, key: keyof typeof TEXTS, vars: Record<string, string | number> = {}): string {
  return TEXTS[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
}
