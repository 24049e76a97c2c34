import { files, uploads } from './files'
import { iel, imports } from './imports'
import { links, previews } from './links'

/** The file centre (gateway services/filecenter): its routes by area. */
export const filecenter = { uploads, files, links, previews, imports, iel }

export { fileResult, filePage } from './shared'
export { linkAnswer, storeKey, vodKey } from './files'
export { progress, ielRow, TASK_STATES } from './imports'
export { FILES } from './codes'
