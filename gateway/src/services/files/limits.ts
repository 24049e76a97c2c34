/** Largest file one upload takes (10 MiB). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024
/** Largest video one upload takes (100 MiB): the §5 video upload (getVodKey) of course recordings. */
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024
/** Most files (uploads) one user keeps. */
export const MAX_FILES_PER_USER = 1000
/** Lifetime of a preview link (previewEncrypt): 5 minutes, long enough to open it, too short to pass it around. */
export const PREVIEW_TTL_SECONDS = 300
