import type { Service } from '../../core/service'
import { customFormRoutes } from './custom-form-routes'
import { formInstanceRoutes } from './form-instance-routes'
import { formRangeRoutes } from './form-range-routes'
import { migrations } from './migrations'

/** Forms (§7 'form'): custom forms that add fields to a business type's record, their ranges and instances. */
export const form: Service = {
  name: 'form',
  migrations,
  routes: [customFormRoutes, formRangeRoutes, formInstanceRoutes],
}
