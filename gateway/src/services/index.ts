import type { Db } from '../core/db/types'
import { attachWiring, wireServices, type Service } from '../core/service'
import { agent } from './agent'
import { contract } from './contract'
import { dashboard } from './dashboard'
import { dirsync } from './dirsync'
import { etax } from './etax'
import { filecenter } from './filecenter'
import { form } from './form'
import { insurance } from './insurance'
import { joyhr } from './joyhr'
import { kaoqin } from './kaoqin'
import { masterdata } from './masterdata'
import { message } from './message'
import { notify } from './notify'
import { ops } from './ops'
import { outsourcing } from './outsourcing'
import { paiban } from './paiban'
import { performance } from './performance'
import { recruit } from './recruit'
import { report, reportRemind } from './report'
import { salary } from './salary'
import { people } from './people'
import { search } from './search'
import { training } from './training'
import { tum } from './tum'
import { uac } from './uac'
import { ums } from './ums'
import { vacation } from './vacation'
import { vendor } from './vendor'
import { vendorapi } from './vendorapi'
import { workflow } from './workflow'

/**
 * Every service of the gateway, listed once: the gateway's start reads their routes (served under /gateway in this
 * order), migrations, handlers, reports and start-up work from here (core/service.ts).
 */
export const services: readonly Service[] = [
  uac,
  ums,
  joyhr,
  tum,
  report,
  vendor,
  message,
  ops,
  filecenter,
  form,
  workflow,
  paiban,
  vacation,
  kaoqin,
  salary,
  insurance,
  etax,
  vendorapi,
  agent,
  notify,
  dirsync,
  training,
  performance,
  recruit,
  masterdata,
  contract,
  dashboard,
  reportRemind,
  outsourcing,
  search,
  people,
]

/** Wires `db` to the listed services (and a test's `extra` ones): what code holding only the database reaches through wiringOf. */
export function wireGateway(db: Db, extra: readonly Service[] = []): void {
  attachWiring(db, wireServices([...services, ...extra]))
}
