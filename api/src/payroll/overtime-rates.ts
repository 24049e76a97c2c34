import { route } from '../route'
import { int, integer, objectBody, record } from '../schema'

const TENANT = "the session tenant's rates only (tenant-isolation/payroll.test.ts, salary/run/overtime-pay.test.ts)"

/**
 * Overtime rates in percent of the hourly wage by the class of the day worked: a working day, a rest day (bridged rest
 * days included), a statutory holiday. The law's rates are the least a tenant may pay (劳动法 art. 44).
 */
export const overtimeRate = record({ workday: integer(), restDay: integer(), statutory: integer() })

/** The tenant's overtime rates (8201 reads them with the salary items; 820101 changes them). */
export const overtimeRates = {
  get: route({
    method: 'POST',
    path: '/salary/web/overtimeRate/get',
    body: objectBody({}),
    result: overtimeRate,
    errors: [],
    tenant: TENANT,
    summary: 'The overtime rates in percent (150 / 200 / 300 until set).',
  }),
  save: route({
    method: 'POST',
    path: '/salary/web/overtimeRate/save',
    body: objectBody({ workday: int(150, 1000), restDay: int(200, 1000), statutory: int(300, 1000) }, [
      'workday',
      'restDay',
      'statutory',
    ]),
    result: overtimeRate,
    errors: [],
    tenant: TENANT,
    summary: 'Sets the overtime rates in percent, each at least the statutory one (150, 200, 300), at most 1000.',
  }),
}
