import type { Service } from '../../core/service'
import { categoryRoutes } from './category-routes'
import { itemRoutes } from './item-routes'
import { quickQueryRoutes } from './quick-query/routes'
import { migrations } from './migrations'

/**
 * Master data (segment joyhr, §7 itemMap and itemMapCategory): each tenant's dictionaries (nationality, education, marital
 * and political status, contract types, reasons for leaving, cost centres and those administrators add) with codes, names
 * in both languages, an order and an enabled flag. The employee record, its forms and the staff import read them.
 * §7 quickQuery: the quick filters HR chooses for each list page (the staff list, the recruitment candidates); the
 * services owning the lists hand their fields (quickList, in their handlers) and filter by checkQuickFilters' answer.
 */
export const masterdata: Service = { name: 'joyhr', migrations, routes: [categoryRoutes, itemRoutes, quickQueryRoutes] }
