import type { Service } from '../../core/service'
import { vendorRoutes } from './routes'

/** The vendor apps' sample backends (not a §7 segment): app-token bearer APIs. */
export const vendor: Service = { segment: 'vendor', routes: [vendorRoutes] }
