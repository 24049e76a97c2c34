import { payrollContract } from '@hr-portal/api'
import { GatewayError } from '../../core/errors'
import type { Lang } from '../../core/lang'
import type { FormulaProblem } from './formula/plan'

/** Envelope codes of payroll set-up and runs (range 410901–410949; payslips and outputs use 410950–410999). */
export const salaryCodes = payrollContract.SALARY

const catalogue = {
  badFormula: { en: 'The formula of {code} cannot be read: {reason}', zh: '{code} 的公式无法识别：{reason}' },
  unknownName: {
    en: 'The formula of {code} uses {name}, which is neither a salary item, the base pay nor an attendance figure',
    zh: '{code} 的公式使用了 {name}，它既不是薪资项目，也不是基本工资或考勤数据',
  },
  formulaCycle: { en: 'The formulas read each other in a circle: {cycle}', zh: '公式之间循环引用：{cycle}' },
  itemNotFound: { en: 'The salary item does not exist', zh: '薪资项目不存在' },
  codeTaken: { en: 'The code {code} is taken: {why}', zh: '编码 {code} 不可用：{why}' },
  itemInUse: { en: 'The salary item {code} is still used by {what}', zh: '薪资项目 {code} 仍被{what}使用' },
  badItem: { en: 'The salary item is not valid: {reason}', zh: '薪资项目设置有误：{reason}' },
  groupNotFound: { en: 'The salary group does not exist', zh: '薪资组不存在' },
  memberTaken: {
    en: '{name} already belongs to the salary group {group}: a person is paid in one group only',
    zh: '{name} 已属于薪资组“{group}”，每人只能属于一个薪资组',
  },
  badGroup: { en: 'The salary group is not valid: {reason}', zh: '薪资组设置有误：{reason}' },
  employeeNotFound: { en: 'The employee does not exist', zh: '员工不存在' },
  badProfile: { en: 'The salary profile is not valid: {reason}', zh: '薪资档案有误：{reason}' },
  runNotFound: { en: 'The payroll run does not exist', zh: '薪资核算不存在' },
  runExists: {
    en: 'The salary group already has a regular run for {month}: pay a bonus or one-off amount in an off-cycle run',
    zh: '该薪资组 {month} 已有月度薪资核算：奖金或一次性款项请通过“额外发放”核算发放',
  },
  runStatus: { en: 'The run is {status}: it cannot be {action} now', zh: '该核算当前为“{status}”，现在不能{action}' },
  attendanceNotLocked: {
    en: 'Attendance of {month} is not locked: lock it in the attendance monthly summary before calculating payroll',
    zh: '{month} 的考勤尚未锁定，请先在考勤月度汇总中锁定后再核算薪资',
  },
  badAmount: {
    en: 'The amount of {item} must be a number with at most two decimals',
    zh: '{item} 的金额须为最多两位小数的数字',
  },
  notInRun: { en: 'The person is not in this run', zh: '此人不在本次核算中' },
  badFile: { en: 'The file cannot be read: {reason}', zh: '文件无法读取：{reason}' },
  emptyGroup: { en: 'Nobody on the job belongs to the salary group', zh: '薪资组中没有在职人员' },
  noProfile: { en: '{name} has no salary profile in force for {month}', zh: '{name} 在 {month} 没有生效的薪资档案' },
  formulaFailed: {
    en: 'The formula of {code} cannot be computed for {name}: {reason}',
    zh: '{name} 的 {code} 公式无法计算：{reason}',
  },
  itemOutOfRange: {
    en: '{item} of {name} comes to {amount}: an item may hold at most {limit} either way. Check its formula, profile and inputs',
    zh: '{name} 的“{item}”计算结果为 {amount}，超出单个项目的上限（正负 {limit}），请检查其公式、薪资档案和录入数据',
  },
  fieldNotEditable: { en: 'No field permissions: {label}', zh: '无字段权限：{label}' },
  notPublished: {
    en: 'Only a published run can be corrected: this one is {status}',
    zh: '只能更正已发布的薪资核算，该核算当前为“{status}”',
  },
  monthRunOpen: {
    en: '{name} is also in the run “{run}” of {month}, calculated but not locked: the tax of a month is counted over its runs in turn, so have that run approved first',
    zh: '{name} 也在 {month} 的核算“{run}”中，该核算已核算但尚未锁定：一个月的个税按该月各次核算依次累计，请先完成该核算的审批',
  },
  negativeAmount: {
    en: 'The amount of {item} may not be negative',
    zh: '{item} 的金额不能为负数',
  },
  correctionOpen: {
    en: 'The run already has a correction in progress (“{run}”): publish or finish it first',
    zh: '该核算已有进行中的更正（“{run}”），请先完成并发布该更正',
  },
  notCorrectable: {
    en: 'A correction cannot be corrected itself: correct the original run again',
    zh: '更正核算本身不能再更正，请再次更正原核算',
  },
} as const

export type SalaryErrorKey = keyof typeof catalogue

type Vars = Record<string, string | number>

/**
 * The error `key` in `lang`; with 'both' (where the request's language is not known, as in the workflow's handlers) it
 * carries both texts and the answer gives the request's (`vars` may then depend on the language).
 */
export function salaryError(
  lang: Lang | 'both',
  key: SalaryErrorKey,
  vars: Vars | ((lang: Lang) => Vars) = {},
): GatewayError {
  const text = (to: Lang) => {
    const values = typeof vars === 'function' ? vars(to) : vars
    return catalogue[key][to].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))
  }
  if (lang !== 'both') return new GatewayError(salaryCodes[key], text(lang))
  return new GatewayError(salaryCodes[key], text('zh'), 200, { texts: { zh: text('zh'), en: text('en') } })
}

/** Words inside messages: reasons and names of things. */
const words = {
  syntax: { en: 'it is not a valid expression ({detail})', zh: '不是有效的表达式（{detail}）' },
  operator: {
    en: 'the operator {detail} is not allowed (use + - * / < <= > >= == != && || !)',
    zh: '不允许使用运算符 {detail}（可用 + - * / < <= > >= == != && || !）',
  },
  function: {
    en: 'the function {detail} is not allowed (use min, max, round, abs, floor, ceil, if)',
    zh: '不允许使用函数 {detail}（可用 min、max、round、abs、floor、ceil、if）',
  },
  arity: { en: '{detail} has the wrong number of arguments', zh: '{detail} 的参数个数不对' },
  construct: {
    en: '{detail} is not allowed: only numbers, names, operators and functions',
    zh: '不允许使用 {detail}：只能使用数字、名称、运算符和函数',
  },
  reserved: { en: 'it is the name of a function or an attendance figure', zh: '它是函数或考勤数据的名称' },
  taken: { en: 'another item has it', zh: '已被其他项目使用' },
  badCode: {
    en: 'the code must start with a letter and hold only letters, digits and _',
    zh: '编码须以字母开头，只能包含字母、数字和下划线',
  },
  codeFixed: {
    en: 'the code cannot change once saved (formulas and profiles use it)',
    zh: '编码保存后不能修改（公式和薪资档案使用它）',
  },
  hasRuns: { en: 'it has payroll runs', zh: '它已有薪资核算记录' },
  noFormula: { en: 'a formula item needs a formula', zh: '公式项目须填写公式' },
  bonusEarning: { en: 'only an earning can be the annual bonus', zh: '只有应发项目可以作为年终奖' },
  aFormula: { en: 'the formula of {code}', zh: '{code} 的公式' },
  aGroup: { en: 'the salary group {name}', zh: '薪资组“{name}”' },
  aRun: { en: 'a payroll run', zh: '薪资核算记录' },
  noMembers: { en: 'a group needs at least one department or person', zh: '薪资组至少需要一个部门或人员' },
  unknownMember: { en: 'a department or person does not exist', zh: '部门或人员不存在' },
  unknownItem: { en: 'a salary item does not exist', zh: '薪资项目不存在' },
  badPayDay: { en: 'the pay day must be between 1 and 31', zh: '发薪日须在 1 到 31 之间' },
  organTaken: {
    en: 'the department {name} is already covered by the salary group {group}',
    zh: '部门“{name}”已属于薪资组“{group}”',
  },
  notAllowance: { en: '{code} is not a fixed salary item', zh: '{code} 不是固定薪资项目' },
  badBase: {
    en: 'the base pay must be an amount of at least 0 with at most two decimals',
    zh: '基本工资须为不小于 0、最多两位小数的金额',
  },
  badMonthWord: { en: 'the month must be YYYY-MM', zh: '月份格式须为 YYYY-MM' },
  notInput: { en: '{code} is not an item entered per month', zh: '{code} 不是按月录入的项目' },
  divideByZero: { en: 'division by zero', zh: '除数为零' },
  negativeEarning: {
    en: '{item} of {name} is negative ({amount}): check its formula and inputs',
    zh: '{name} 的应发项目“{item}”为负数（{amount}），请检查其公式和录入数据',
  },
  leftOutNoProfile: {
    en: '{name} has no salary profile in force for {month}: not calculated, add one and calculate again',
    zh: '{name} 在 {month} 没有生效的薪资档案，未参与核算：请补充薪资档案后重新核算',
  },
  noJobColumn: { en: 'the first column must hold job numbers', zh: '第一列须为工号' },
  unknownColumn: { en: 'the column {name} is not an input item of the group', zh: '列“{name}”不是本薪资组的录入项目' },
  tooMany: { en: 'more than 20,000 rows', zh: '超过 20000 行' },
  unreadable: { en: 'not an .xlsx or CSV table', zh: '不是 .xlsx 或 CSV 表格' },
  line: { en: 'Line', zh: '行号' },
  jobNumber: { en: 'Job number', zh: '工号' },
  personName: { en: 'Name', zh: '姓名' },
  fieldLocked: { en: 'you may not set the {field}', zh: '您无权设置{field}' },
  baseRequired: { en: 'a first profile needs the base pay', zh: '首条薪资档案须填写基本工资' },
  costCentreUnknown: {
    en: 'the cost centre {code} is not an enabled value of the cost centre dictionary (Master data → Dictionaries)',
    zh: '成本中心 {code} 不是成本中心字典中已启用的值（主数据 → 数据字典）',
  },
  baseField: { en: 'base pay', zh: '基本工资' },
  templateFile: { en: 'payroll-inputs', zh: '薪资录入模板' },
  templateSheet: { en: 'Inputs', zh: '录入' },
  reason: { en: 'Reason', zh: '原因' },
  rowNotInRun: { en: 'no one with this job number is in the run', zh: '本次核算中没有该工号的人员' },
  badCell: { en: '{column}: not an amount with at most two decimals', zh: '{column}：不是最多两位小数的金额' },
  repeatedRow: { en: 'the job number was already on line {line}', zh: '该工号已在第 {line} 行出现' },
  negativeCell: { en: '{column}: may not be negative in an off-cycle run', zh: '{column}：额外发放的金额不能为负数' },
  // Statuses and actions of a run.
  draft: { en: 'draft', zh: '草稿' },
  calculated: { en: 'calculated', zh: '已核算' },
  approving: { en: 'waiting for approval', zh: '审批中' },
  locked: { en: 'locked', zh: '已锁定' },
  published: { en: 'published', zh: '已发布' },
  changed: { en: 'changed', zh: '修改' },
  calculatedAction: { en: 'calculated', zh: '核算' },
  submitted: { en: 'submitted for approval', zh: '提交审批' },
  publishedAction: { en: 'published', zh: '发布' },
} as const

export type SalaryWord = keyof typeof words

export function salaryWord(lang: Lang, key: SalaryWord, vars: Vars = {}): string {
  return words[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
}

/** The refusal of a formula problem, in both languages' catalogue. */
export function formulaError(lang: Lang, problem: FormulaProblem): GatewayError {
  if (problem.kind === 'syntax')
    return salaryError(lang, 'badFormula', {
      code: problem.code,
      reason: salaryWord(lang, problem.reason, { detail: problem.detail }),
    })
  if (problem.kind === 'unknownName')
    return salaryError(lang, 'unknownName', { code: problem.code, name: problem.name })
  return salaryError(lang, 'formulaCycle', { cycle: problem.cycle.join(' → ') })
}
