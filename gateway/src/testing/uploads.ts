import type { TestGateway } from './test-gateway'

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/** A multipart/form-data body with one file and some fields, as a browser's FormData sends it. */
export function multipartBody(
  fileName: string,
  content: Buffer,
  fields: Record<string, string> = {},
  type = 'application/octet-stream',
) {
  const boundary = `----hrportal${Math.random().toString(16).slice(2)}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
  )
  parts.push(content, Buffer.from(`\r\n--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** Uploads through the gateway's upload route (or `url`, another upload address); answers the parsed envelope. */
export async function uploadFile(
  gateway: TestGateway,
  token: string,
  fileName: string,
  content: Buffer,
  fields: Record<string, string> = {},
  lang = 'en',
  url = '/gateway/filecenter/web/upLoad/upload',
) {
  const { payload, headers } = multipartBody(fileName, content, fields)
  const answer = await gateway.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, token, 'accept-language': lang },
  })
  return JSON.parse(answer.body)
}
