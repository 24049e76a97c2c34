import { center, reminders } from './center'
import { definitions } from './definitions'
import { delegation } from './delegation'
import { block, form } from './forms'

/** The workflow (gateway services/workflow): approval-form events and blocks, the approval centre, reminders, definitions, delegation. */
export const workflow = { form, block, center, reminders, definitions, delegation }

export { DELEGATION, WORKFLOW } from './codes'
export { MAX_MANAGER_LEVEL } from './definitions'
export { WALL_PATTERN } from './delegation'
export { MOVING_EVENTS, STATUSES } from './fields'
export { TABS } from './center'
