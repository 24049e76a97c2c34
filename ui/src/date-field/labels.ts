import type { Language } from '../i18n/create-i18n'
import type { DateKind } from './date-text'

export interface DateFieldLabels {
  /** What the empty field shows: the form to type. */
  placeholder: Record<DateKind, string>
  /** The field's message for text that is no valid value, with an example. */
  invalid: Record<DateKind, string>
  tooEarly: string
  tooLate: string
  /** The calendar button's name, per kind that has one. */
  choose: Record<Exclude<DateKind, 'time'>, string>
  previous: Record<'day' | 'month' | 'year', string>
  next: Record<'day' | 'month' | 'year', string>
  switchView: Record<'day' | 'month' | 'year', string>
  selected: string
}

export const dateFieldLabels: Record<Language, DateFieldLabels> = {
  'zh-CN': {
    placeholder: { date: '年-月-日', month: '年-月', time: '时:分', datetime: '年-月-日 时:分' },
    invalid: {
      date: '请输入有效日期，如 2026-03-08',
      month: '请输入有效月份，如 2026-03',
      time: '请输入有效时间，如 09:30',
      datetime: '请输入有效日期和时间，如 2026-03-08 09:30',
    },
    tooEarly: '不能早于 {min}',
    tooLate: '不能晚于 {max}',
    choose: { date: '选择日期', month: '选择月份', datetime: '选择日期' },
    previous: { day: '上个月', month: '上一年', year: '前十年' },
    next: { day: '下个月', month: '下一年', year: '后十年' },
    switchView: { day: '选择月份', month: '选择年份', year: '选择年份' },
    selected: '已选',
  },
  en: {
    placeholder: { date: 'YYYY-MM-DD', month: 'YYYY-MM', time: 'HH:MM', datetime: 'YYYY-MM-DD HH:MM' },
    invalid: {
      date: 'Enter a valid date, such as 2026-03-08',
      month: 'Enter a valid month, such as 2026-03',
      time: 'Enter a valid time, such as 09:30',
      datetime: 'Enter a valid date and time, such as 2026-03-08 09:30',
    },
    tooEarly: 'Must be {min} or later',
    tooLate: 'Must be {max} or earlier',
    choose: { date: 'Choose a date', month: 'Choose a month', datetime: 'Choose a date' },
    previous: { day: 'Previous month', month: 'Previous year', year: 'Previous decade' },
    next: { day: 'Next month', month: 'Next year', year: 'Next decade' },
    switchView: { day: 'Choose a month', month: 'Choose a year', year: 'Choose a year' },
    selected: 'Selected',
  },
}
