import type { Service } from '../../core/service'
import { conditionItemRoutes } from './routes'

/**
 * The rule engine (segment ruleEngine, §7 rule-engine condition-item queries): the fields, operators and values a
 * rule's conditions may use per rule kind (a workflow business type's approval steps, overtime rules, leave policies),
 * the check of conditions before a rule is saved and their evaluation. It owns no tables: enum values are read from
 * the tables of the tenant's departments, master data and (handed by the leave service) leave types.
 */
export const rules: Service = { name: 'ruleEngine', migrations: {}, routes: [conditionItemRoutes] }
