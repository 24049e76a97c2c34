import type { Service } from '../../core/service'
import { vendorRoutes } from './routes'

// The vendor service's public interface: its routes only; no other service imports from it.
/** The vendor apps' sample backends (not a §7 segment): app-token bearer APIs. */
export const vendor: Service = { segment: 'vendor', routes: [vendorRoutes] }
