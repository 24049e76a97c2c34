import type { Service } from '../core/service'
import { agent } from './agent'
import { etax } from './etax'
import { filecenter } from './filecenter'
import { form } from './form'
import { insurance } from './insurance'
import { joyhr } from './joyhr'
import { kaoqin } from './kaoqin'
import { message } from './message'
import { ops } from './ops'
import { paiban } from './paiban'
import { report } from './report'
import { salary } from './salary'
import { tum } from './tum'
import { uac } from './uac'
import { ums } from './ums'
import { vacation } from './vacation'
import { vendor } from './vendor'
import { vendorapi } from './vendorapi'
import { workflow } from './workflow'

/** Every service the gateway serves under /gateway, one folder each. */
export const services: Service[] = [
  uac, ums, joyhr, tum, report, vendor, message, ops, filecenter, form, workflow, paiban, vacation, kaoqin, salary, insurance, etax, vendorapi, agent,
]
