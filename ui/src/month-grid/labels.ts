import type { MonthGridLabels } from './day-kinds'

/** The month grid's words in both languages. */
export const monthGridLabels: Record<'zh-CN' | 'en', MonthGridLabels> = {
  'zh-CN': {
    kinds: { work: '工作日', rest: '休息日', holiday: '法定节假日', makeUp: '调休上班日' },
    bridged: '调休放假',
    marks: { off: '休', on: '班' },
    named: (name, kind) => `${name}（${kind}）`,
    own: (description) => `本人日历：${description}`,
    ownKey: '本人日历与表头不同',
  },
  en: {
    kinds: { work: 'Working day', rest: 'Rest day', holiday: 'Statutory holiday', makeUp: 'Make-up working day' },
    bridged: 'Bridged rest day',
    marks: { off: 'Off', on: 'Work' },
    named: (name, kind) => `${name} (${kind})`,
    own: (description) => `Own calendar: ${description}`,
    ownKey: "The person's own calendar differs",
  },
}
