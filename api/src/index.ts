import { insurance } from './insurance'
import { access } from './access'
import { performance } from './performance'
import { payroll } from './payroll'
import { training } from './training'
import { accounts } from './accounts'
import { personnel } from './personnel'
import { leave } from './leave'
import { attendance } from './attendance'
import { scheduling } from './scheduling'
import { dirsync } from './dirsync'
import { vendorapi } from './vendorapi'
import { notify } from './notify'
import { form } from './form'
import { message } from './message'
import { workflow } from './workflow'
import { agent } from './agent'
import { vendor } from './vendor'
import { files } from './files'
import { report } from './report'
import { dashboard } from './dashboard'
import { recruitment } from './recruitment'
import { masterdata } from './masterdata'
import { operations } from './operations'
import { tenants } from './tenants'
import { contract as contracts } from './contract'
import { tax } from './tax'
import { outsourcing } from './outsourcing'
import { rules } from './rules'
import { expenses } from './expenses'
import { webhooks } from './webhooks'
import { vendorconsole } from './vendorconsole'

/**
 * The gateway's HTTP API, declared once: per service, each route's path, method, body and query schemas, answer schema,
 * business codes and tenant note. The gateway serves these (gateway/src/core/http/serve.ts), apps call them through the
 * generated clients (./client), and the route reference and tenant list are generated from them (scripts/generate.mjs).
 */
export const contract = {
  payroll,
  insurance,
  training,
  leave,
  performance,
  access,
  accounts,
  personnel,
  attendance,
  scheduling,
  dirsync,
  vendorapi,
  notify,
  form,
  message,
  workflow,
  agent,
  vendor,
  files,
  report,
  masterdata,
  operations,
  tenants,
  contract: contracts,
  tax,
  outsourcing,
  dashboard,
  recruitment,
  rules,
  expenses,
  webhooks,
  vendorconsole,
}

export { route, type Route, type RouteSpec, type TenantNote, type BodyOf, type QueryOf, type ResultOf } from './route'
export type { Static, TSchema } from './schema'
export * as payrollContract from './payroll'
export * as performanceContract from './performance'
export * as insuranceContract from './insurance'
export * as trainingContract from './training'
export * as leaveContract from './leave'
export * as accessContract from './access'
export * as accountsContract from './accounts'
export * as personnelContract from './personnel'
export * as attendanceContract from './attendance'
export * as schedulingContract from './scheduling'
export * as dirsyncContract from './dirsync'
export * as vendorapiContract from './vendorapi'
export * as webhooksContract from './webhooks'
export * as vendorconsoleContract from './vendorconsole'
export * as notifyContract from './notify'
export * as formContract from './form'
export * as messageContract from './message'
export * as workflowContract from './workflow'
export * as agentContract from './agent'
export * as vendorContract from './vendor'
export * as filesContract from './files'
export * as reportContract from './report'
export * as dashboardContract from './dashboard'
export * as recruitmentContract from './recruitment'
export * as masterdataContract from './masterdata'
export * as operationsContract from './operations'
export * as tenantsContract from './tenants'
export * as contractContract from './contract'
export * as taxContract from './tax'
export * as outsourcingContract from './outsourcing'
export * as rulesContract from './rules'
export * as expensesContract from './expenses'
