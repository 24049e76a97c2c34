import type { Static } from 'typebox'
import type { files, linkAnswer, storeKey, vodKey } from './files'
import type { ielRow, iel, progress } from './imports'
import type { previews } from './links'
import type { filePage, fileResult } from './shared'
import type { ResultOf } from '../route'

// The file centre's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/filecenter).

export type FileResult = Static<typeof fileResult>
export type FilePage = Static<typeof filePage>
export type SignedLink = Static<typeof linkAnswer>
export type VodKey = Static<typeof vodKey>
export type Progress = Static<typeof progress>
export type IelRow = Static<typeof ielRow>
export type IelPage = ResultOf<typeof iel.list>
export type Preview = ResultOf<typeof previews.encrypt>
export type StoreKey = Static<typeof storeKey>
export type Usage = ResultOf<typeof files.useSize>
export type UploadCount = ResultOf<typeof files.uploadCount>
/** How many files a delete or a clean removed. */
export type Removed = ResultOf<typeof files.remove>
/** How many tasks were marked seen, and how many finished ones are still unseen. */
export type Seen = ResultOf<typeof iel.seen>
