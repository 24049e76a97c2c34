import { route } from '../route'
import { int, integer, objectBody, record } from '../schema'

const TENANT = "the session tenant's rates only (tenant-isolation/payroll.test.ts, salary/run/overtime-pay.test.ts)"
const PAYOUT_TENANT = "the session tenant's rate only (payroll/run/leave-payout-rate.test.ts)"

/**
 * Overtime rates in percent of the hourly wage by the class of the day worked: a working day, a rest day (bridged rest
 * days included), a statutory holiday. The law's rates are the least a tenant may pay (劳动法 art. 44).
 */
export const overtimeRate = record({ workday: integer(), restDay: integer(), statutory: integer() })

/**
 * The untaken annual leave payout in percent of the daily wage per day, paid on top of the month's wage: the statute's
 * 300 % includes the wage already paid, so 200 is the least (企业职工带薪年休假实施办法 art. 10).
 */
export const leavePayoutRate = record({ percent: integer() })

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
  leavePayoutGet: route({
    method: 'POST',
    path: '/salary/web/overtimeRate/leavePayout/get',
    body: objectBody({}),
    result: leavePayoutRate,
    errors: [],
    tenant: PAYOUT_TENANT,
    summary: 'The untaken annual leave payout rate in percent of the daily wage (200 until set).',
  }),
  leavePayoutSave: route({
    method: 'POST',
    path: '/salary/web/overtimeRate/leavePayout/save',
    body: objectBody({ percent: int(200, 1000) }, ['percent']),
    result: leavePayoutRate,
    errors: [],
    tenant: PAYOUT_TENANT,
    summary: 'Sets the untaken annual leave payout rate in percent: at least the statutory 200, at most 1000.',
  }),
}
