import type { Db } from '../../../core/db/types'
import type { CertificateTemplateTable } from '../tables'

export type CertificateKind = CertificateTemplateTable['kind']

/** The placeholders each kind's template may use; a value is always plain text put in place, never evaluated. */
export const PLACEHOLDERS: Record<CertificateKind, string[]> = {
  employment: ['name', 'idNumberMasked', 'entryDate', 'department', 'position', 'company', 'issueDate'],
  income: [
    'name',
    'idNumberMasked',
    'entryDate',
    'department',
    'position',
    'company',
    'issueDate',
    'months',
    'totalIncome',
    'averageIncome',
  ],
  termination: [
    'name',
    'idNumberMasked',
    'entryDate',
    'department',
    'position',
    'company',
    'issueDate',
    'lastDay',
    'ending',
    'basis',
    'serviceLength',
  ],
}

const EMPLOYED_ZH =
  '兹证明 {name}（身份证号 {idNumberMasked}）自 {entryDate} 起在{company}工作，现任{department}{position}。'
const EMPLOYED_EN =
  'This is to certify that {name} (ID number {idNumberMasked}) has been employed by {company} since {entryDate}, currently as {position} in {department}.'

/** The built-in templates, used until the tenant saves its own. */
export const BUILT_IN: Record<
  CertificateKind,
  Omit<CertificateTemplateTable, 'tenant_id' | 'updated_by' | 'updated_at'>
> = {
  employment: {
    kind: 'employment',
    title_zh: '在职证明',
    title_en: 'Certificate of Employment',
    body_zh: `${EMPLOYED_ZH}\n特此证明。`,
    body_en: `${EMPLOYED_EN}\nThis certificate is issued at the request of the employee.`,
    issue_at_once: 0,
  },
  income: {
    kind: 'income',
    title_zh: '收入证明',
    title_en: 'Certificate of Income',
    body_zh: `${EMPLOYED_ZH}其最近 {months} 个月的税前收入合计人民币 {totalIncome} 元，月平均人民币 {averageIncome} 元。\n特此证明。`,
    body_en: `${EMPLOYED_EN} In their last {months} months of pay their gross income was CNY {totalIncome} in total, CNY {averageIncome} a month on average.\nThis certificate is issued at the request of the employee.`,
    issue_at_once: 0,
  },
  // 劳动合同法 art. 50, 实施条例 art. 24: the term worked, the date and basis of the ending, the post and the years.
  termination: {
    kind: 'termination',
    title_zh: '解除（终止）劳动合同证明',
    title_en: 'Certificate of Termination of Employment',
    body_zh:
      '兹证明 {name}（身份证号 {idNumberMasked}）自 {entryDate} 起在{company}工作，离职前任{department}{position}。双方劳动合同已于 {lastDay} {ending}（{basis}），其在本单位工作年限为 {serviceLength}。\n特此证明。',
    body_en:
      'This is to certify that {name} (ID number {idNumberMasked}) was employed by {company} from {entryDate}, last as {position} in {department}. The employment contract {ending} on {lastDay} ({basis}); the length of service with the company is {serviceLength}.\nThis certificate is issued under article 50 of the Labour Contract Law.',
    issue_at_once: 1,
  },
}

/** The tenant's template of a kind (the built-in one when none is saved). */
export async function templateOf(db: Db, tenantId: number, kind: CertificateKind) {
  const saved = await db
    .selectFrom('certificate_template')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .executeTakeFirst()
  return { ...(saved ?? BUILT_IN[kind]), builtIn: !saved }
}

const PLACEHOLDER = /\{([^{}]{0,40})\}/g

/** The placeholders a text uses that the kind does not offer (a template with any is refused). */
export const unknownPlaceholders = (kind: CertificateKind, text: string): string[] =>
  [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).filter((name) => !PLACEHOLDERS[kind].includes(name))

/** The text with each known {placeholder} replaced by its value as plain text (others left as written). */
export const fill = (text: string, values: Record<string, string>): string =>
  text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? values[name] : whole))
