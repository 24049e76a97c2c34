import { personnelContract } from '@hr-portal/api'
import { GatewayError } from '../../../core/errors'
import type { Lang } from '../../../core/lang'

/** Envelope codes of the employee record, onboarding and offboarding (range 4102xx). */
export const recordCodes = personnelContract.RECORD

const catalogue = {
  notFound: {
    en: 'The staff member does not exist or is outside your data range',
    zh: '人员不存在或不在您的数据范围内',
  },
  noOwnRecord: { en: 'Your account has no staff record in this company', zh: '您的账号在本企业没有人员档案' },
  fieldNotEditable: { en: 'No field permissions: {label}', zh: '无字段权限：{label}' },
  required: { en: '{label} is required', zh: '{label}不能为空' },
  notDate: { en: '{label} must be a date (yyyy-mm-dd)', zh: '{label}必须是日期（yyyy-mm-dd）' },
  badEmail: { en: 'Please enter a valid e-mail address', zh: '请输入正确的邮箱' },
  badPhone: { en: 'Please enter the correct phone number', zh: '请输入正确的手机号' },
  badGender: { en: 'Gender must be male or female', zh: '性别须为男或女' },
  badBankAccount: { en: 'The bank account number must be 12 to 30 digits', zh: '银行账号须为 12 至 30 位数字' },
  familyFormat: { en: 'The family members could not be read', zh: '家庭成员格式不正确' },
  familyTooMany: { en: 'At most 8 family members can be kept', zh: '最多可填写 8 位家庭成员' },
  familyName: {
    en: 'Each family member needs a name of at most 50 characters',
    zh: '每位家庭成员须填写姓名，且不超过 50 个字符',
  },
  familyRelation: {
    en: 'Choose each family member’s relation: spouse, parent, child, sibling or other',
    zh: '请选择每位家庭成员的关系：配偶、父母、子女、兄弟姐妹或其他',
  },
  familyPhone: {
    en: 'Please enter a correct phone number for each family member',
    zh: '请为每位家庭成员填写正确的电话',
  },
  notOption: { en: '{label}: choose one of the values offered', zh: '{label}：请从可选值中选择' },
  unknownField: { en: 'Unknown field {key}', zh: '未知的字段 {key}' },
  tooLong: { en: '{label} is longer than {max} characters', zh: '{label}超过 {max} 个字符' },
  contractField: {
    en: '{label} comes from the contract: change it on the contracts page',
    zh: '{label}来自劳动合同，请在合同页面修改',
  },
  workStartOrder: {
    en: 'The date work began cannot be after the entry date',
    zh: '参加工作日期不能晚于入职日期',
  },
  idFormat: {
    en: 'The ID number must be 17 digits and a check digit (0-9 or X)',
    zh: '身份证号须为 17 位数字加 1 位校验码（0-9 或 X）',
  },
  idBirthDate: { en: 'The ID number does not hold a valid birth date', zh: '身份证号中的出生日期无效' },
  idCheckDigit: { en: 'The ID number check digit is wrong', zh: '身份证号校验码错误' },
  phoneTaken: { en: 'The phone number {phone} is already used by {name}', zh: '手机号 {phone} 已被 {name} 使用' },
  jobNumberTaken: {
    en: 'The job number {jobNumber} is already used by {name}',
    zh: '工号 {jobNumber} 已被 {name} 使用',
  },
  idNumberTaken: { en: 'The ID number is already used by {name}', zh: '该身份证号已被 {name} 使用' },
  badOrgan: { en: 'The department does not exist', zh: '部门不存在' },
  badPosition: { en: 'The position does not exist or is not in this department', zh: '岗位不存在或不属于该部门' },
  badManager: { en: 'The line manager is not a staff member on the job here', zh: '直属上级不是本公司在职员工' },
  badRole: { en: 'Role {id} does not exist', zh: '角色 {id} 不存在' },
  weakPassword: {
    en: 'The password must be 9 to 20 characters with at least 3 of: uppercase letters, lowercase letters, digits, symbols',
    zh: '密码须为 9 至 20 位，且至少包含大写字母、小写字母、数字、符号中的 3 种',
  },
  accountTaken: { en: 'The account {account} is already taken', zh: '账号 {account} 已被占用' },
  alreadyLeft: { en: '{name} has already left', zh: '{name}已离职' },
  leaveBeforeEntry: {
    en: 'The leave date must not be before the entry date ({date})',
    zh: '离职日期不能早于入职日期（{date}）',
  },
} as const

export type RecordTextKey = keyof typeof catalogue

const CODE_OF: Partial<Record<RecordTextKey, number>> = {
  notFound: recordCodes.notFound,
  noOwnRecord: recordCodes.notFound,
  fieldNotEditable: recordCodes.fieldNotEditable,
  contractField: recordCodes.fieldNotEditable,
  idFormat: recordCodes.badIdNumber,
  idBirthDate: recordCodes.badIdNumber,
  idCheckDigit: recordCodes.badIdNumber,
  phoneTaken: recordCodes.phoneTaken,
  jobNumberTaken: recordCodes.jobNumberTaken,
  idNumberTaken: recordCodes.idNumberTaken,
  badOrgan: recordCodes.badReference,
  badPosition: recordCodes.badReference,
  badManager: recordCodes.badReference,
  badRole: recordCodes.badReference,
  accountTaken: recordCodes.accountTaken,
  alreadyLeft: recordCodes.badOffboarding,
  leaveBeforeEntry: recordCodes.badOffboarding,
  weakPassword: 400104,
}

/** The text of `key` in zh-CN or en ({name} placeholders from vars). */
export function recordText(lang: 'zh' | 'en', key: RecordTextKey, vars: Record<string, string | number> = {}): string {
  return catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
}

/** A GatewayError with the text `key` in a language; the code follows the key (else 410203 bad value). */
export function recordError(lang: Lang, key: RecordTextKey, vars: Record<string, string | number> = {}): GatewayError {
  return new GatewayError(CODE_OF[key] ?? recordCodes.badValue, recordText(lang, key, vars))
}
