import { route } from '../route'
import { bool, integer, list, objectBody, oneOf, record, str, Type } from '../schema'
import { FILES } from './codes'
import { filePage, fileResult, pageBody, uuid } from './shared'

const OWN = "the caller's own files of the session tenant (filecenter.test.ts)"
const UPLOAD_ERRORS = [FILES.noFile, FILES.tooLarge, FILES.emptyFile, FILES.incorrectFormat, FILES.tooManyFiles]

/**
 * §7 upload (multipart, field `file`; optional field `accept`: image | import | any | video, sent before the file): the
 * type is sniffed from the content, 0 KB and files over the limit (larger for video) are refused. The body is multipart,
 * parsed by the route, so it declares none.
 */
export const uploads = {
  upload: route({
    method: 'POST',
    path: '/filecenter/web/upLoad/upload',
    result: fileResult,
    errors: UPLOAD_ERRORS,
    tenant: OWN,
    summary: 'Stores one file (multipart) for the caller and answers its record.',
  }),
  syncFileUpload: route({
    method: 'POST',
    path: '/filecenter/web/upLoad/syncFileUpload',
    result: fileResult,
    errors: UPLOAD_ERRORS,
    tenant: OWN,
    summary: 'The same as upload (this gateway always stores before answering).',
    noScreen:
      "The §7 name kept for the older product and vendor apps; the portal's upload (uploads.upload) stores before answering too.",
  }),
}

/** The caller's file list, download list, usage, delete, clean and download (§7 /filecenter/web/upLoad). */
export const files = {
  list: route({
    method: 'POST',
    path: '/filecenter/web/upLoad/list',
    body: pageBody(),
    result: filePage,
    errors: [],
    tenant: OWN,
    summary: "A page of the caller's uploads, newest first (a keyword filters names).",
  }),
  downloads: route({
    method: 'POST',
    path: '/filecenter/web/upLoad/getDownLoadList',
    body: pageBody(),
    result: filePage,
    errors: [],
    tenant: OWN,
    summary: 'A page of the files made for the caller (exports, import error reports).',
  }),
  useSize: route({
    method: 'POST',
    path: '/filecenter/web/upLoad/getUseSize',
    body: objectBody({}),
    result: record({ bytes: integer(), count: integer() }),
    errors: [],
    tenant: OWN,
    summary: "The bytes and number of the caller's files.",
  }),
  uploadCount: route({
    method: 'POST',
    path: '/filecenter/web/upLoad/getUpLoadCount',
    body: objectBody({}),
    result: record({ count: integer(), limit: integer(), maxBytes: integer() }),
    errors: [],
    tenant: OWN,
    summary: "The caller's uploads, the most they may keep and the largest file.",
    noScreen: 'For the mobile app and vendor apps; the Files page shows the usage (files.useSize).',
  }),
  remove: route({
    method: 'POST',
    path: '/filecenter/web/upLoad/del',
    body: objectBody({ id: uuid(), ids: Type.Array(uuid(), { minItems: 1, maxItems: 100 }) }),
    result: record({ count: integer() }),
    errors: [FILES.fileNotFound],
    tenant: OWN,
    summary: "Deletes the caller's files named (all must be theirs).",
  }),
  clean: route({
    method: 'POST',
    path: '/filecenter/web/upLoad/clean',
    body: objectBody({ days: Type.Integer({ minimum: 0, maximum: 3650 }), list: oneOf(['upload', 'download']) }),
    result: record({ count: integer() }),
    errors: [],
    tenant: OWN,
    summary: "Deletes the caller's uploads (or download list) older than `days` days (0: all).",
  }),
  download: route({
    method: 'POST',
    path: '/filecenter/web/upLoad/download',
    body: objectBody({ id: uuid() }, ['id']),
    file: true,
    errors: [FILES.fileNotFound],
    tenant: OWN,
    summary: "One of the caller's files (Range requests answered 206).",
  }),
  downloadByLink: route({
    method: 'GET',
    path: '/filecenter/web/upLoad/download',
    query: objectBody({ id: uuid() }, ['id']),
    file: true,
    errors: [FILES.fileNotFound],
    tenant: OWN,
    summary: 'The §7 hidden-frame download: the same with the session cookie.',
  }),
}

export const linkAnswer = record({ url: str(), fileName: str(), expiresAt: integer() })
export const storeKey = record({
  store: oneOf(['local', 's3']),
  prefix: str(),
  maxBytes: integer(),
  linkTtlSeconds: integer(),
  uploadPath: str(),
})
export const vodKey = record({
  store: oneOf(['local', 's3']),
  prefix: str(),
  maxBytes: integer(),
  linkTtlSeconds: integer(),
  uploadPath: str(),
  accept: oneOf(['video']),
  types: list(str()),
  mimeTypes: list(str()),
  rangeRequests: bool(),
})
