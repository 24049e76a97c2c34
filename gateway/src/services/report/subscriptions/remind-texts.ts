import type { Lang } from '../../../core/lang'

// Why a subscribed report was not sent, as its user reads it (runs store the reason as `key|detail`).
const REASONS: Record<string, { zh: string; en: string }> = {
  noPermission: { zh: '您已没有此报表的权限', en: 'You no longer have permission to this report' },
  unknownReport: { zh: '此报表已不再提供', en: 'This report is no longer offered' },
  noAddress: { zh: '您的账号没有邮箱地址', en: 'Your account has no e-mail address' },
  notMember: { zh: '您已不在本企业', en: 'You are no longer in this company' },
  left: { zh: '您已离职，报表不再推送', en: 'You have left the company: the report is no longer sent' },
  error: { zh: '报表生成失败：{detail}', en: 'The report could not be made: {detail}' },
}

/** The reason `key` in `lang`, with `{detail}` filled in (an unknown key reads as a failure with its detail). */
export function remindText(lang: Lang, key: string, vars: { detail: string }): string {
  return (REASONS[key] ?? REASONS.error)[lang].replace('{detail}', vars.detail)
}
