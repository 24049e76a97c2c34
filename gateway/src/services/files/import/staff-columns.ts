/** The fields of a staff import row. */
export type StaffField =
  | 'name'
  | 'jobNumber'
  | 'department'
  | 'position'
  | 'phone'
  | 'email'
  | 'entryDate'
  | 'gender'
  | 'workStartDate'
  | DictionaryField

/** Columns whose cells are values of the tenant's dictionaries (services/masterdata), by name or code; the field key is the dictionary's code. */
export const DICTIONARY_FIELDS = [
  'nationality',
  'education',
  'maritalStatus',
  'politicalStatus',
  'contractType',
] as const
export type DictionaryField = (typeof DICTIONARY_FIELDS)[number]

// Header names each field is known by: the export's bilingual titles (staff-csv.ts), and either half alone.
const NAMES: Record<StaffField, string[]> = {
  name: ['姓名', 'name'],
  jobNumber: ['工号', 'job number', 'jobnumber'],
  department: ['部门', 'department', '组织', 'organisation'],
  position: ['岗位', 'position'],
  phone: ['手机号', '手机', 'phone', 'mobile'],
  email: ['邮箱', 'email', 'e-mail'],
  entryDate: ['入职日期', 'entry date', 'entrydate'],
  gender: ['性别', 'gender'],
  nationality: ['国籍', 'nationality'],
  education: ['学历', 'education'],
  maritalStatus: ['婚姻状况', 'marital status'],
  politicalStatus: ['政治面貌', 'political status'],
  contractType: ['合同类型', 'contract type'],
  workStartDate: ['参加工作日期', 'date work began', 'work start date'],
}

/** The template's header row (CSV and xlsx), bilingual like the export's. */
export const TEMPLATE_HEADER = [
  '姓名 Name',
  '工号 Job number',
  '部门 Department',
  '岗位 Position',
  '手机号 Phone',
  '邮箱 Email',
  '入职日期 Entry date',
  '性别 Gender',
  '国籍 Nationality',
  '学历 Education',
  '婚姻状况 Marital status',
  '政治面貌 Political status',
  '合同类型 Contract type',
  '参加工作日期 Date work began',
]

const normalise = (title: string) => title.trim().toLowerCase().replace(/\s+/g, ' ')

/** The column index of each field found in `header`; a title matches when it is a known name or starts with one and a space. */
export function mapColumns(header: string[]): Partial<Record<StaffField, number>> {
  const columns: Partial<Record<StaffField, number>> = {}
  header.forEach((title, index) => {
    const t = normalise(title)
    for (const [field, names] of Object.entries(NAMES) as Array<[StaffField, string[]]>) {
      if (columns[field] !== undefined) continue
      if (names.some((n) => t === n || t.startsWith(`${n} `) || t.endsWith(` ${n}`))) columns[field] = index
    }
  })
  return columns
}
