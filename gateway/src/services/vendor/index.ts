import type { Migration } from 'kysely'
import type { Service } from '../../core/service'
import { vendorRoutes } from './routes'

// The vendor service's public interface: its routes only; no other service imports from it.
/** The vendor apps' sample backends (not a §7 segment): app-token bearer APIs. */
export const vendor: Service = { segment: 'vendor', routes: [vendorRoutes] }

// The vendor service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { SupplierTable } from './tables'
/** None: the vendor service's tables are created by core's baseline migration 003-apps, which also changes other owners' tables. */
export const migrations: Record<string, Migration> = {}
