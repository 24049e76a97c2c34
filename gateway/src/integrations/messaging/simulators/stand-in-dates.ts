/**
 * How each platform's stand-in gives a person's entry date and the date they began working, in the platform's own
 * fields and forms: DingTalk's hired_date (epoch ms) and extension (a JSON string of custom fields), Feishu's
 * join_time (epoch seconds) and custom_attrs (ids defined by contact/v3/custom_attrs), WeCom's extattr.attrs (WeCom
 * has no entry date field). The attribute names are the connector's defaults (入职日期, 参加工作时间).
 */

export interface PersonDates {
  /** 'YYYY-MM-DD' or null */
  entryDate: string | null
  workStartDate: string | null
}

export const ENTRY_DATE_ATTRIBUTE = '入职日期'
export const WORK_START_ATTRIBUTE = '参加工作时间'

/** A day's midnight in Beijing (UTC+8), as epoch milliseconds: what a console's date picker stores. */
export const beijingMidnightMs = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) - 8 * 3_600_000

/** A date as a person types it in a custom field: the stand-ins' values are written 2010-03-01. */
const typed = (day: string | null) => day ?? ''

/** DingTalk user fields: hired_date only when set (DingTalk leaves it out), extension always a JSON string. */
export function dingtalkDates(person: PersonDates) {
  return {
    ...(person.entryDate ? { hired_date: beijingMidnightMs(person.entryDate) } : {}),
    extension: JSON.stringify(person.workStartDate ? { [WORK_START_ATTRIBUTE]: typed(person.workStartDate) } : {}),
  }
}

/** The tenant's custom user attributes (GET /open-apis/contact/v3/custom_attrs items). */
export const FEISHU_CUSTOM_ATTRS = [
  {
    id: 'C-7000000000000000001',
    type: 'TEXT',
    options: { default_option_id: '', option_type: 'TEXT', options: [] },
    i18n_name: [
      { locale: 'zh_cn', value: WORK_START_ATTRIBUTE },
      { locale: 'en_us', value: 'Date work began' },
    ],
  },
]

/** Feishu user fields: join_time only when set, custom_attrs with the date work began. */
export function feishuDates(person: PersonDates) {
  return {
    ...(person.entryDate ? { join_time: beijingMidnightMs(person.entryDate) / 1000 } : {}),
    custom_attrs: person.workStartDate
      ? [{ type: 'TEXT', id: FEISHU_CUSTOM_ATTRS[0]!.id, value: { text: typed(person.workStartDate) } }]
      : [],
  }
}

/** WeCom text attributes (extattr.attrs, type 0) for both dates. */
export function wecomDateAttrs(person: PersonDates) {
  return [
    ...(person.entryDate ? [{ type: 0, name: ENTRY_DATE_ATTRIBUTE, text: { value: person.entryDate } }] : []),
    ...(person.workStartDate ? [{ type: 0, name: WORK_START_ATTRIBUTE, text: { value: person.workStartDate } }] : []),
  ]
}

/** A date a console's form or JSON gave: 'YYYY-MM-DD' of a real day, null for empty; anything else is refused. */
export function consoleDay(value: unknown): string | null | 'bad' {
  if (value === undefined || value === null) return null
  const text = String(value).trim()
  if (!text) return null
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return 'bad'
  const date = new Date(`${text}T00:00:00Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? 'bad' : text
}
