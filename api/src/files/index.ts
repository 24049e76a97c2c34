import { documents } from './documents'
import { files as filesGroup, uploads } from './files'
import { iel, imports } from './imports'
import { links, previews } from './links'

/** The file centre (gateway services/files): its routes by area. */
export const files = { uploads, files: filesGroup, links, previews, imports, iel, documents }

export { fileResult, filePage } from './shared'
export { linkAnswer, storeKey, vodKey } from './files'
export { progress, ielRow, TASK_STATES } from './imports'
export { FILES } from './codes'
export { BLOCK_KINDS, documentBlock, printableDocument } from './documents'
