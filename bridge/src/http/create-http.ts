import { TIMEOUTS } from './constants.js'
import { createCore } from './core.js'
import { downloadInFrame } from './download.js'
import { toFormBody, withQuery } from './form-body.js'
import { sendForBlob, sendForEnvelope, type SendInput } from './send.js'
import type { Body, Http, HttpOptions, RequestOptions } from './types.js'

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' }

/**
 * The §7 wrapper for one app: the shell (same origin, `gatewayUrl: '/gateway'`) or a sub-app
 * (cross-origin, absolute `gatewayUrl`, token from the bridge).
 *
 * @example
 * const http = createHttp({
 *   gatewayUrl: '/gateway',
 *   getToken: () => localStorage.getItem('t'),
 *   onCode: (code) => session.prompt(code),
 * })
 */
export function createHttp(options: HttpOptions): Http {
  const core = createCore(options)
  const doc = () => options.doc ?? globalThis.document
  // Upload and export load on first use: the shell's login route carries only the plain requests.
  const save =
    options.saveFile ??
    ((blob: Blob, filename: string) => {
      void import('./save-file.js').then((m) => m.saveWithAnchor(doc(), blob, filename))
    })
  const post = (path: string, body: Body, asJson: boolean, timeout: number, opts?: RequestOptions): SendInput => ({
    method: 'POST',
    url: core.resolve(path),
    body: asJson ? (body ?? {}) : toFormBody(body),
    headers: asJson ? undefined : FORM,
    timeout,
    opts,
  })
  const postBlob: Http['postBlob'] = (path, body, opts) =>
    sendForBlob(core, post(path, body, Boolean(opts?.raw), TIMEOUTS.blobPost, opts))

  return {
    resolveUrl: core.resolve,
    prepare: () => {
      core.$fetch().catch(() => {})
    },
    get: (path, params, opts) =>
      sendForEnvelope(core, { method: 'GET', url: withQuery(core.resolve(path), params), opts }),
    postJson: (path, body, opts) => sendForEnvelope(core, post(path, body, true, TIMEOUTS.json, opts)),
    postForm: (path, body, opts) => sendForEnvelope(core, post(path, body, false, TIMEOUTS.form, opts)),
    postBlob,
    getBlob: (path, params, opts) =>
      sendForBlob(core, { method: 'GET', url: withQuery(core.resolve(path), params), opts }),
    upload: async (path, data, opts) => (await import('./upload.js')).upload(core, path, data, opts),
    download: (path, params) => downloadInFrame(doc(), core.resolve(path), params),
    exportBlob: async (path, body, opts) => {
      const [file, { settleExport }] = await Promise.all([postBlob(path, body, opts), import('./export-blob.js')])
      return settleExport(core, file, { method: 'POST', url: core.resolve(path) }, save)
    },
  }
}
