import { route } from '../route'
import { int, integer, list, num, objectBody, oneOf, record, str } from '../schema'

const TENANT = "the session tenant's (vacation/overtime.test.ts, tenant-isolation/scheduling.test.ts)"
export const toilCredit = record({
  id: str(),
  overtimeId: str(),
  earnedOn: str(),
  expiresOn: str(),
  earned: num(),
  used: num(),
  left: num(),
  state: oneOf(['expired', 'usedUp', 'active']),
})
/** `restOvertime`: rest-day overtime earns time off in lieu as each request asks ('employee'), always, or never ('pay'). */
const POLICIES = ['employee', 'timeOff', 'pay'] as const
const settings = record({ months: integer(), restOvertime: oneOf(POLICIES) })

/** Time off in lieu: my credits (8001), and how many months a new credit lasts (801001). */
export const toil = {
  credits: route({
    method: 'POST',
    path: '/vacation/web/toil/credits',
    body: objectBody({}),
    result: list(toilCredit),
    errors: [],
    tenant: TENANT,
    summary: "The caller's credits with their expiry, the newest 100 by expiry.",
  }),
  settings: route({
    method: 'POST',
    path: '/vacation/web/toil/settings',
    body: objectBody({}),
    result: settings,
    errors: [],
    tenant: TENANT,
    summary: 'How many months a new credit lasts; whether rest-day overtime earns time off in lieu.',
  }),
  saveSettings: route({
    method: 'POST',
    path: '/vacation/web/toil/saveSettings',
    body: objectBody({ months: int(1, 24), restOvertime: oneOf(POLICIES) }, ['months']),
    result: settings,
    errors: [],
    tenant: TENANT,
    summary:
      'Sets how many months a new credit lasts (1 to 24) and whether rest-day overtime earns time off in lieu (unchanged when not given).',
  }),
}
