export { createHttp } from './create-http'
export { HttpError } from './http-error'
export { trimDeep } from './trim-deep'
export { resolveUrl } from './resolve-url'
export { SERVICE_SEGMENTS, TIMEOUTS, EXPORT_FILENAME_MISSING, PERMISSION_CHANGED_REJECT } from './constants'
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
} from './types'
