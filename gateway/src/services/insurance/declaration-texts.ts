import type { Lang } from '../../core/lang'

/** Words of the monthly declaration lists (sheets, columns, reasons), in both languages. */
const words = {
  added: { zh: '增员', en: 'Added' },
  removed: { zh: '减员', en: 'Removed' },
  changed: { zh: '基数调整', en: 'Base changes' },
  jobNumber: { zh: '工号', en: 'Job number' },
  name: { zh: '姓名', en: 'Name' },
  idNumber: { zh: '证件号码', en: 'ID number' },
  addedOn: { zh: '参保日期', en: 'Insured from' },
  removedOn: { zh: '停保日期', en: 'Insured until' },
  changedFrom: { zh: '调整日期', en: 'Changed from' },
  reason: { zh: '变动原因', en: 'Reason' },
  base: { zh: '缴费基数', en: 'Contribution base' },
  previousBase: { zh: '原缴费基数', en: 'Previous base' },
  newBase: { zh: '新缴费基数', en: 'New base' },
  employeeShare: { zh: '个人', en: 'employee' },
  employerShare: { zh: '单位', en: 'employer' },
  employeeTotal: { zh: '个人合计', en: 'Employee total' },
  employerTotal: { zh: '单位合计', en: 'Employer total' },
  joined: { zh: '新入职', en: 'Joined' },
  firstInsured: { zh: '首次参保', en: 'Insured for the first time' },
  movedIn: { zh: '转入', en: 'Moved in from another scheme' },
  left: { zh: '离职', en: 'Left' },
  movedOut: { zh: '转出', en: 'Moved to another scheme' },
  baseChange: { zh: '基数调整', en: 'Base changed' },
  pension: { zh: '养老保险', en: 'Pension' },
  medical: { zh: '医疗保险', en: 'Medical' },
  unemployment: { zh: '失业保险', en: 'Unemployment' },
  injury: { zh: '工伤保险', en: 'Work injury' },
  maternity: { zh: '生育保险', en: 'Maternity' },
  housingFund: { zh: '住房公积金', en: 'Housing fund' },
  fileTitle: { zh: '社保公积金申报名单', en: 'insurance declaration lists' },
} as const

export type DeclarationWord = keyof typeof words

export const declarationWord = (lang: Lang, word: DeclarationWord): string => words[word][lang]
