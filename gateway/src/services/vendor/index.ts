import type { Service } from '../../core/service'
import { manifestRoutes } from './manifest-route'
import { vendorRoutes } from './routes'

// The vendor service's public interface: its routes, and the wording of manifest errors (used by ops).
/** The tour-shop sample backend (not a §7 segment): an app-token bearer API; and the check of a vendor's manifest. */
export const vendor: Service = { segment: 'vendor', routes: [vendorRoutes, manifestRoutes] }

/** A manifest error's message in the reader's language (the operations console lists refused manifests). */
export { sayManifestError } from './manifest-texts'

/** The vendor service's own migrations (its first table, supplier, came with core's baseline 003-apps and is dropped by 042). */
export { migrations } from './migrations'
