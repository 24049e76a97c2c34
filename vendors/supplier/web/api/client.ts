import { createAppTokenSource, createVendorApi, isUnauthorised } from '@hr-portal/bridge/vendor'
import type { BlobResponse, UploadProgress } from '@hr-portal/bridge/http'
import { app } from '../shell'

/** The app's own backend: same origin as its pages. */
const base = `${window.location.origin}/api`

const tokens = createAppTokenSource({
  fetchToken: () => app.connection.ready.then(() => app.shell.session.getAppToken()),
})

/** JSON calls with the app token; a refused token is dropped and the call tried once more with a new one. */
export const call = createVendorApi({ http: app.http, baseUrl: base, tokens })

/** Runs `send` with a token; after a 401 once more with a fresh token. */
async function withToken<T>(send: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const token = await tokens.get()
    try {
      return await send({ Authorization: `Bearer ${token}` })
    } catch (error) {
      if (!isUnauthorised(error) || attempt > 0) throw error
      tokens.invalidate(token)
    }
  }
}

/** Sends a document (multipart: the fields first, then the file). */
export function uploadFile(
  fields: Record<string, string>,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<unknown> {
  return withToken(
    async (headers) =>
      (await app.http.upload(`${base}/documents/upload`, { file, fields }, { headers, onProgress, timeout: 120_000 }))
        .result,
  )
}

/** The document's file, with its name. */
export function downloadFile(id: number): Promise<BlobResponse> {
  return withToken((headers) => app.http.postBlob(`${base}/documents/download`, { id }, { headers, raw: true }))
}
