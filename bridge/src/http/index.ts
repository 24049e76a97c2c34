export { createHttp } from './create-http.js'
export { HttpError } from './http-error.js'
export { trimDeep } from './trim-deep.js'
export { resolveUrl } from './resolve-url.js'
export { SERVICE_SEGMENTS, TIMEOUTS, EXPORT_FILENAME_MISSING, PERMISSION_CHANGED_REJECT } from './constants.js'
export type {
  Body,
  BlobResponse,
  CodeContext,
  Envelope,
  Http,
  HttpErrorCode,
  HttpOptions,
  Params,
  RequestOptions,
  UploadData,
  UploadOptions,
  UploadProgress,
} from './types.js'
