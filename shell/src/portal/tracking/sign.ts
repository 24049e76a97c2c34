/** Lower-case hex SHA-256 of a UTF-8 text (Web Crypto). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The signature of one tracking event, the gateway's rule (services/report/tracking/signature.ts):
 * hex SHA-256 of `appCode \n date \n nonce \n key`.
 */
export const signEvent = (appCode: string, date: number, nonce: string, key: string): Promise<string> =>
  sha256Hex(`${appCode}\n${date}\n${nonce}\n${key}`)

/** 16 random bytes as base64url (22 characters): an event's nonce. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}
