import type { Service } from '../../core/service'
import { migrations } from './migrations'
import { vendorConsoleRoutes } from './routes'

/**
 * The vendor console (under the vendor segment): vendor accounts with their own sign-in, created by platform
 * operators, and what a signed-in vendor reads of its own apps across tenants (installs, webhook deliveries, API
 * calls and errors, deletion requests).
 */
export const vendorconsole: Service = {
  name: 'vendor',
  migrations,
  routes: [vendorConsoleRoutes],
}
