import { approvals } from './approvals'
import { credentials } from './credentials'
import { directory } from './directory'
import { hrData } from './hr-data'
import { optionalScopes } from './optional-scopes'
import { updates } from './updates'
import { tokens } from './tokens'
import { web } from './web'

/** The vendor backends' API and the portal's reads of vendor apps (gateway services/vendorapi): its routes by area. */
export const vendorapi = { tokens, credentials, directory, hrData, approvals, web, optionalScopes, updates }

export { staffRow, unitRow } from './directory'
export { APPROVAL_STATES } from './approvals'
export { appUser, appRequestDetail, REQUEST_STATUSES } from './web'
export { VENDOR_API } from './codes'
export { credentialRow } from './credentials'
