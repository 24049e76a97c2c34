import type { Db } from '../core/db/types'
import { checkDigitOf, insertFixtureRows, type EmployeeProfileTable } from '../services/personnel'
import { generateName } from './names'
import { between, pick, seededRandom } from './random'

const DAY = 86_400_000
const YEAR = 365 * DAY
const AREAS = [
  { code: '310101', city: '上海市黄浦区' },
  { code: '310104', city: '上海市徐汇区' },
  { code: '110105', city: '北京市朝阳区' },
  { code: '320102', city: '南京市玄武区' },
  { code: '330106', city: '杭州市西湖区' },
  { code: '440305', city: '深圳市南山区' },
]
const STREETS = ['人民路', '解放路', '中山路', '建设路', '和平路', '长江路']
const RELATIONS = ['配偶', '父亲', '母亲', '兄弟', '姐妹']
const EDUCATION = ['bachelor', 'master', 'college', 'bachelor', 'doctor', 'senior']
const LEAVE_REASONS = ['个人发展', '家庭原因', '合同到期不续签', '转行']

/**
 * Demo employee records (migration 028): an ID number with a valid check digit matching the birth date and gender,
 * an address, a contract from the entry date for three years, a salary grade, an emergency contact, and a reason for
 * those who left. The same on every machine (seeded random).
 */
export async function seedPersonnel(db: Db, now: number): Promise<void> {
  const employees = await db
    .selectFrom('employee')
    .select(['id', 'tenant_id', 'gender', 'entry_date', 'status'])
    .orderBy('id')
    .execute()
  const random = seededRandom(1101)
  const rows: EmployeeProfileTable[] = employees.map((employee) => {
    const area = pick(random, AREAS)
    const birth = new Date(Date.UTC(between(random, 1965, 2001), between(random, 0, 11), between(random, 1, 28)))
    const ymd = birth.toISOString().slice(0, 10).replace(/-/g, '')
    const sequence = between(random, 0, 49) * 2 + (employee.gender === 1 ? 1 : 0)
    const first17 = `${area.code}${ymd}${String(between(random, 0, 9))}${String(sequence).padStart(2, '0')}`
    const entry = Math.floor(Number(employee.entry_date) / DAY) * DAY
    return {
      tenant_id: employee.tenant_id,
      employee_id: employee.id,
      id_number: `${first17}${checkDigitOf(first17)}`,
      birth_date: birth.getTime(),
      address: `${area.city}${pick(random, STREETS)}${between(random, 1, 999)}号`,
      salary_grade: `P${between(random, 3, 9)}`,
      contract_start: entry,
      contract_end: entry + 3 * YEAR,
      emergency_name: generateName(random).name,
      emergency_relation: pick(random, RELATIONS),
      emergency_phone: `1${pick(random, ['3', '5', '8'])}${String(between(random, 0, 999_999_999)).padStart(9, '0')}`,
      leave_reason: employee.status === 2 ? pick(random, LEAVE_REASONS) : '',
      // Codes of the system dictionaries (services/masterdata), by id so the random picks above stay as they were.
      nationality: 'CN',
      education: EDUCATION[employee.id % EDUCATION.length],
      marital_status: employee.id % 3 === 0 ? 'single' : 'married',
      political_status: '',
      contract_type: 'fixed',
      // Work began 1 to 15 years before joining (by id, so the random picks stay as they were): years of work decide
      // the annual leave, so the demo has people with 5, 10 and 15 days.
      work_start_date: Date.UTC(new Date(entry).getUTCFullYear() - 1 - (employee.id % 15), 6, 1),
      updated_by: null,
      updated_at: now,
    }
  })
  for (let start = 0; start < rows.length; start += 100) {
    await insertFixtureRows(db, 'employee_profile', rows.slice(start, start + 100))
  }
}
