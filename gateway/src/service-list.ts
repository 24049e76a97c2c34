import type { Db } from './core/db/types'
import { attachWiring, wireServices, type Service } from './core/service'
import { agent } from './services/agent/service'
import { contract } from './services/contract/service'
import { dashboard } from './services/dashboard/service'
import { dirsync } from './services/dirsync/service'
import { etax } from './services/etax/service'
import { filecenter } from './services/filecenter/service'
import { form } from './services/form/service'
import { insurance } from './services/insurance/service'
import { joyhr } from './services/joyhr/service'
import { kaoqin } from './services/kaoqin/service'
import { masterdata } from './services/masterdata/service'
import { message } from './services/message/service'
import { notify } from './services/notify/service'
import { ops } from './services/ops/service'
import { outsourcing } from './services/outsourcing/service'
import { paiban } from './services/paiban/service'
import { performance } from './services/performance/service'
import { recruit } from './services/recruit/service'
import { report, reportRemind } from './services/report/service'
import { salary } from './services/salary/service'
import { people } from './services/people/service'
import { search } from './services/search/service'
import { training } from './services/training/service'
import { tum } from './services/tum/service'
import { uac } from './services/uac/service'
import { ums } from './services/ums/service'
import { vacation } from './services/vacation/service'
import { vendor } from './services/vendor/service'
import { vendorapi } from './services/vendorapi/service'
import { workflow } from './services/workflow/service'

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
