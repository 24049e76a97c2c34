import type { Service } from '../../core/service'
import { devRoutes } from './dev/routes'
import { installRoutes } from './installs/routes'
import { manifestRoutes } from './manifest-route'
import { migrations } from './migrations'

// The vendor service's public interface: its routes, and the wording of manifest errors (used by ops).
/**
 * Vendor apps (not a §7 segment): the check of a vendor's manifest, the apps a tenant administrator installs by
 * manifest URL, and developer mode's local builds of them.
 */
export const vendor: Service = { name: 'vendor', migrations, routes: [manifestRoutes, installRoutes, devRoutes] }
