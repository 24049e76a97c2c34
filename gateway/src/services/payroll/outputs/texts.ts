import type { Lang } from '../../../core/lang'

/** Words of the payroll outputs (the bank file's header), in both languages. */
const words = {
  jobNumber: { zh: '工号', en: 'Job number' },
  name: { zh: '姓名', en: 'Name' },
  bankName: { zh: '开户行', en: 'Bank' },
  account: { zh: '账号', en: 'Account' },
  amount: { zh: '金额', en: 'Amount' },
  currency: { zh: '币种', en: 'Currency' },
  purpose: { zh: '用途', en: 'Purpose' },
  fileTitle: { zh: '银行代发', en: 'bank transfers' },
} as const

export const say = (lang: Lang, word: keyof typeof words): string => words[word][lang]
