import type { Db } from '../../core/db/types'
import { conditionField, type Choice } from '../rules'
import { LEAVE_BIZ_TYPE } from './store'

/** The tenant's leave types, named in both languages, in their order. */
async function leaveTypes(db: Db, tenantId: number): Promise<Choice[]> {
  const rows = await db
    .selectFrom('leave_type')
    .select(['code', 'name_zh', 'name_en'])
    .where('tenant_id', '=', tenantId)
    .orderBy('sort')
    .orderBy('code')
    .execute()
  return rows.map((row) => ({ value: row.code, label: { zh: row.name_zh, en: row.name_en || row.name_zh } }))
}

/**
 * The leave service's fields for rule conditions: a leave request's type (its approval steps, leave policies) and an
 * overtime's hours, kind of day and compensation (overtime rules). The leave handler answers a request's type as a
 * fact (handler.ts).
 */
export const leaveConditionFields = [
  conditionField({
    key: 'leaveType',
    label: { zh: '假期类型', en: 'Leave type' },
    type: 'enum',
    kinds: ['approval', 'leavePolicy'],
    bizTypes: [LEAVE_BIZ_TYPE],
    values: leaveTypes,
  }),
  conditionField({
    key: 'overtimeHours',
    label: { zh: '加班时长', en: 'Overtime length' },
    type: 'number',
    kinds: ['overtime'],
    unit: () => ({ zh: '小时', en: 'hours' }),
  }),
  conditionField({
    key: 'dayKind',
    label: { zh: '加班日类型', en: 'Kind of day' },
    type: 'enum',
    kinds: ['overtime'],
    // The pay classes of overtime (pay-class.ts: 150 %, 200 %, 300 % by the Labour Law): no table holds them.
    values: async () => [
      { value: 'workday', label: { zh: '工作日', en: 'Working day' } },
      { value: 'restDay', label: { zh: '休息日', en: 'Rest day' } },
      { value: 'statutory', label: { zh: '法定节假日', en: 'Public holiday' } },
    ],
  }),
  conditionField({
    key: 'compensation',
    label: { zh: '补偿方式', en: 'Compensation' },
    type: 'enum',
    kinds: ['overtime'],
    values: async () => [
      { value: 'pay', label: { zh: '加班费', en: 'Overtime pay' } },
      { value: 'timeOff', label: { zh: '调休', en: 'Time off in lieu' } },
    ],
  }),
]
