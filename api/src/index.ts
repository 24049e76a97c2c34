import { insurance } from './insurance'
import { joyhr } from './joyhr'
import { performance } from './performance'
import { salary } from './salary'
import { training } from './training'
import { uac } from './uac'
import { ums } from './ums'
import { vacation } from './vacation'
import { kaoqin } from './kaoqin'
import { paiban } from './paiban'
import { dirsync } from './dirsync'
import { vendorapi } from './vendorapi'
import { notify } from './notify'
import { form } from './form'
import { message } from './message'
import { workflow } from './workflow'
import { agent } from './agent'
import { vendor } from './vendor'
import { filecenter } from './filecenter'
import { report } from './report'
import { dashboard } from './dashboard'
import { recruit } from './recruit'
import { masterdata } from './masterdata'
import { ops } from './ops'
import { tum } from './tum'
import { contract as contracts } from './contract'
import { etax } from './etax'
import { outsourcing } from './outsourcing'

/**
 * The gateway's HTTP API, declared once: per service, each route's path, method, body and query schemas, answer schema,
 * business codes and tenant note. The gateway serves these (gateway/src/core/http/serve.ts), apps call them through the
 * generated clients (./client), and the route reference and tenant list are generated from them (scripts/generate.mjs).
 */
export const contract = {
  salary,
  insurance,
  training,
  vacation,
  performance,
  joyhr,
  uac,
  ums,
  kaoqin,
  paiban,
  dirsync,
  vendorapi,
  notify,
  form,
  message,
  workflow,
  agent,
  vendor,
  filecenter,
  report,
  masterdata,
  ops,
  tum,
  contract: contracts,
  etax,
  outsourcing,
  dashboard,
  recruit,
}

export { route, type Route, type RouteSpec, type TenantNote, type BodyOf, type QueryOf, type ResultOf } from './route'
export type { Static, TSchema } from './schema'
export * as salaryContract from './salary'
export * as performanceContract from './performance'
export * as insuranceContract from './insurance'
export * as trainingContract from './training'
export * as vacationContract from './vacation'
export * as joyhrContract from './joyhr'
export * as uacContract from './uac'
export * as umsContract from './ums'
export * as kaoqinContract from './kaoqin'
export * as paibanContract from './paiban'
export * as dirsyncContract from './dirsync'
export * as vendorapiContract from './vendorapi'
export * as notifyContract from './notify'
export * as formContract from './form'
export * as messageContract from './message'
export * as workflowContract from './workflow'
export * as agentContract from './agent'
export * as vendorContract from './vendor'
export * as filecenterContract from './filecenter'
export * as reportContract from './report'
export * as dashboardContract from './dashboard'
export * as recruitContract from './recruit'
export * as masterdataContract from './masterdata'
export * as opsContract from './ops'
export * as tumContract from './tum'
export * as contractContract from './contract'
export * as etaxContract from './etax'
export * as outsourcingContract from './outsourcing'
