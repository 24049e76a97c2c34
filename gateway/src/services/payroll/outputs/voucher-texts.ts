import type { Lang } from '../../../core/lang'

/** Words of the accounting voucher (its columns and the purposes of its lines), in both languages. */
const words = {
  summary: { zh: '摘要', en: 'Summary' },
  accountCode: { zh: '科目编码', en: 'Account code' },
  accountName: { zh: '科目名称', en: 'Account name' },
  costCentre: { zh: '成本中心', en: 'Cost centre' },
  costCentreName: { zh: '成本中心名称', en: 'Cost centre name' },
  debit: { zh: '借方金额', en: 'Debit' },
  credit: { zh: '贷方金额', en: 'Credit' },
  total: { zh: '合计', en: 'Total' },
  sheet: { zh: '记账凭证', en: 'Voucher' },
  fileTitle: { zh: '工资记账凭证', en: 'payroll voucher' },
  employerShare: { zh: '{kind}（单位）', en: '{kind} (employer)' },
  employeeShare: { zh: '{kind}（个人）', en: '{kind} (employee)' },
  taxWithheld: { zh: '代扣个人所得税', en: 'Income tax withheld' },
  netPay: { zh: '实发工资', en: 'Net pay' },
  pension: { zh: '养老保险', en: 'Pension' },
  medical: { zh: '医疗保险', en: 'Medical insurance' },
  unemployment: { zh: '失业保险', en: 'Unemployment insurance' },
  injury: { zh: '工伤保险', en: 'Work injury insurance' },
  maternity: { zh: '生育保险', en: 'Maternity insurance' },
  housingFund: { zh: '住房公积金', en: 'Housing fund' },
} as const

export type VoucherWord = keyof typeof words

export const voucherWord = (lang: Lang, word: VoucherWord, vars: Record<string, string> = {}): string =>
  words[word][lang].replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '')
