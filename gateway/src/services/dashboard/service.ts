import type { Service } from '../../core/service'
import { layoutRoutes } from './layout-routes'
import { migrations } from './migrations'

/**
 * The home dashboard (segment ums): each user's arrangement of the widgets apps declare in their manifests, and the
 * default arrangement an administrator sets per role. Every row is the session's tenant's.
 */
export const dashboard: Service = { name: 'ums', migrations, routes: [layoutRoutes] }
