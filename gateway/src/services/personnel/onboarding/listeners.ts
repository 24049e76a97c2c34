import { handle } from '../../../core/service'
import { ACCOUNTS_OPENED, STAFF_HIRED } from '../../people'
import { makeHireTasks, welcomeHires } from './hire-tasks'

/** Every hire, whatever made it (onboarding, recruitment's hire, the staff import, directory sync), gets its tasks. */
export const hireTasks = handle(STAFF_HIRED, async (trx, hired) => {
  await makeHireTasks(trx, hired.tenantId, hired.employeeIds, hired.now)
})

/** A new staff account hears of its open onboarding tasks and finds its welcome page. */
export const hireWelcome = handle(ACCOUNTS_OPENED, (trx, opened) =>
  welcomeHires(trx, opened.tenantId, opened.userIds, opened.now),
)

export const onboardingHandlers = [hireTasks, hireWelcome]
