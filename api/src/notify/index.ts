import { deliveries } from './deliveries'
import { preferences } from './preferences'

/** Notifications out (gateway services/notify, §7 /message/web/notify): its routes by area. */
export const notify = { preferences, deliveries }

export { choices, KINDS, CHOICES } from './preferences'
export { delivery, CHANNELS, STATES } from './deliveries'
export { NOTIFY } from './codes'
