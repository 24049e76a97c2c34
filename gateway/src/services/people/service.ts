import type { Service } from '../../core/service'

/**
 * People, accounts and roles: the commands that create and change staff records, accounts and role grants (index.ts).
 * It serves no routes of its own (segment ums, whose routes call it) and keeps its table in ums's migrations.
 */
export const people: Service = { name: 'ums', routes: [], migrations: {} }
