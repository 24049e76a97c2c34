import { route } from '../route'
import { integer, objectBody, record, str, text } from '../schema'
import { FILES } from './codes'
import { linkAnswer, storeKey, vodKey } from './files'
import { linkQuery, uuid } from './shared'

const OWN = "the caller's own files of the session tenant (filecenter.test.ts)"
const SIGNED = 'opens only the file and tenant its signature names (filecenter.test.ts)'

/**
 * Signed temporary links (§9, about 1 day): by file id or by object path; the link itself opens without a session and
 * is refused when altered (403) or expired (410). getKey tells a client the store's upload rules, getVodKey those of videos.
 */
export const links = {
  uploadUrl: route({
    method: 'POST',
    path: '/filecenter/web/upLoad/getUploadUrl',
    body: objectBody({ id: uuid() }, ['id']),
    result: linkAnswer,
    errors: [FILES.fileNotFound],
    tenant: OWN,
    summary: "A signed link to one of the caller's files.",
  }),
  downUrl: route({
    method: 'POST',
    path: '/filecenter/web/oss/getDownUrl',
    body: objectBody({ url: text(300, 1) }, ['url']),
    result: linkAnswer,
    errors: [FILES.fileNotFound],
    tenant: OWN,
    summary: "A signed link to one of the caller's files, by its object path.",
    noScreen:
      "For vendor apps and scripts that hold an object path; the portal's screens link files by id (links.uploadUrl).",
  }),
  key: route({
    method: 'POST',
    path: '/filecenter/web/oss/getKey',
    body: objectBody({}),
    result: storeKey,
    errors: [],
    tenant: { none: 'the store and its upload rules, the same for every tenant; no rows' },
    summary: 'The store, its prefix, the largest file and where to upload.',
    noScreen: "For clients that upload straight to object storage; the portal's screens upload through the gateway.",
  }),
  vodKey: route({
    method: 'POST',
    path: '/filecenter/web/oss/getVodKey',
    body: objectBody({}),
    result: vodKey,
    errors: [],
    tenant: { none: 'the store and its upload rules, the same for every tenant; no rows' },
    summary: 'The same for videos: their types and size limit (uploaded with `accept: video`).',
  }),
  open: route({
    method: 'GET',
    path: '/filecenter/web/upLoad/link',
    query: linkQuery(),
    file: true,
    errors: [FILES.badLink, FILES.linkExpired, FILES.fileNotFound],
    tenant: SIGNED,
    summary: 'The file of a signed link, without a session (Range requests answered 206).',
    noScreen: 'The address of a signed link: opened by whoever holds the link, without a session.',
  }),
}

/**
 * §7 previewEncrypt: a 5-minute link showing one of the caller's files inline, signed for previews only (neither a
 * download link nor a preview link opens as the other); it opens without a session.
 */
export const previews = {
  encrypt: route({
    method: 'POST',
    path: '/filecenter/web/upLoad/previewEncrypt',
    body: objectBody({ id: uuid() }, ['id']),
    result: record({ url: str(), fileName: str(), type: str(), expiresAt: integer() }),
    errors: [FILES.fileNotFound],
    tenant: "the caller's own files of the session tenant, signed for that tenant and file (preview.test.ts)",
    summary: "A preview link of one of the caller's files.",
  }),
  open: route({
    method: 'GET',
    path: '/filecenter/web/upLoad/preview',
    query: linkQuery(),
    file: true,
    errors: [FILES.badPreview, FILES.previewExpired, FILES.fileNotFound],
    tenant: 'opens only the file and tenant its signature names (preview.test.ts)',
    summary: 'The file of a preview link shown inline (HTML and SVG in a CSP sandbox).',
    noScreen: "The address of a preview link, opened in a new tab by the Files page's Preview (previews.encrypt).",
  }),
}
