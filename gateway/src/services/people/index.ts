import type { Service } from '../../core/service'

/**
 * People, accounts and roles: the commands that create and change staff records, accounts and role grants (api.ts).
 * It serves no routes of its own (segment ums, whose routes call it) and keeps its table in ums's migrations.
 */
export const people: Service = { name: 'ums', routes: [], migrations: {} }

// What other services use: they import it from api.ts; main, seed and tests may import it here.
export * from './api'
