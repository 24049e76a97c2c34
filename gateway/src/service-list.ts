import type { Db } from './core/db/types'
import { attachWiring, wireServices, type Service } from './core/service'
import { agent } from './services/agent/service'
import { contract } from './services/contract/service'
import { dashboard } from './services/dashboard/service'
import { dirsync } from './services/dirsync/service'
import { tax } from './services/tax/service'
import { files } from './services/files/service'
import { form } from './services/form/service'
import { insurance } from './services/insurance/service'
import { access } from './services/access/service'
import { attendance } from './services/attendance/service'
import { masterdata } from './services/masterdata/service'
import { message } from './services/message/service'
import { notify } from './services/notify/service'
import { operations } from './services/operations/service'
import { outsourcing } from './services/outsourcing/service'
import { scheduling } from './services/scheduling/service'
import { performance } from './services/performance/service'
import { recruitment } from './services/recruitment/service'
import { report, reportRemind } from './services/report/service'
import { rules } from './services/rules/service'
import { expenses } from './services/expenses/service'
import { payroll } from './services/payroll/service'
import { people } from './services/people/service'
import { search } from './services/search/service'
import { training } from './services/training/service'
import { tenants } from './services/tenants/service'
import { accounts } from './services/accounts/service'
import { personnel } from './services/personnel/service'
import { leave } from './services/leave/service'
import { vendor } from './services/vendor/service'
import { vendorapi } from './services/vendorapi/service'
import { webhooks } from './services/webhooks/service'
import { vendorconsole } from './services/vendorconsole/service'
import { workflow } from './services/workflow/service'

/**
 * Every service of the gateway, listed once: the gateway's start reads their routes (served under /gateway in this
 * order), migrations, handlers, reports and start-up work from here (core/service.ts).
 */
export const services: readonly Service[] = [
  accounts,
  personnel,
  access,
  tenants,
  report,
  vendor,
  message,
  operations,
  files,
  form,
  workflow,
  scheduling,
  leave,
  attendance,
  payroll,
  insurance,
  tax,
  vendorapi,
  agent,
  notify,
  dirsync,
  training,
  performance,
  recruitment,
  masterdata,
  contract,
  dashboard,
  reportRemind,
  outsourcing,
  search,
  people,
  rules,
  expenses,
  webhooks,
  vendorconsole,
]

/** Wires `db` to the listed services (and a test's `extra` ones): what code holding only the database reaches through wiringOf. */
export function wireGateway(db: Db, extra: readonly Service[] = []): void {
  attachWiring(db, wireServices([...services, ...extra]))
}
