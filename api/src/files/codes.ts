/**
 * The file centre's business codes (HTTP 200 `{ code, msg }`, or 403/404/410 on a signed link); the gateway's texts.ts
 * takes them from here.
 */
export const FILES = {
  /** §5 'Incorrect format': the content is not one of the accepted types. */
  incorrectFormat: 400951,
  /** §5: a file of 0 KB. */
  emptyFile: 400952,
  tooLarge: 400953,
  /** A signed link that was altered or is not one. */
  badLink: 400954,
  linkExpired: 400955,
  fileNotFound: 400956,
  taskNotFound: 400957,
  tooManyFiles: 400958,
  noFile: 400959,
  /** A preview link (previewEncrypt) that was altered, names another file or is not one. */
  badPreview: 400960,
  previewExpired: 400961,
  /** A document cannot be drawn as a PDF: the server has no Chinese font. */
  noFont: 400962,
} as const
