import { dev } from './dev'
import { installs } from './installs'
import { manifests } from './manifests'

/** Vendor apps (gateway services/vendor): the manifest check, apps installed by manifest URL, developer mode. */
export const vendor = { manifests, installs, dev }

export { VENDOR } from './codes'
