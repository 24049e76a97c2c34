// The shell page's signed audit channel (the gateway's joyhr/audit-channel.ts says what it protects).
// The key arrives once, becomes a non-extractable WebCrypto key at once and lives in this module's
// memory only: never in storage, never over the bridge, gone with the page.

export interface SignedBatch<R> {
  channel: string
  seq: number
  sig: string
  records: R[]
}

/** Answers a new channel: its id and its key (base64url). */
export type OpenChannel = () => Promise<{ channel: string; key: string }>

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')

/** The text a signature covers; the gateway builds the same. */
export const signedText = (channel: string, seq: number, records: unknown[]): string =>
  `${channel}\n${seq}\n${JSON.stringify(records)}`

/**
 * Signs batches under a channel it opens when first needed, each under the next number. `forget`
 * drops the channel (sign-out, or a batch the gateway refused): the next batch opens a new one.
 */
export function createAuditSigner(open: OpenChannel) {
  let current: Promise<{ channel: string; key: CryptoKey }> | null = null
  let seq = 0
  const start = async () => {
    const { channel, key } = await open()
    seq = 0
    return {
      channel,
      key: await crypto.subtle.importKey('raw', fromBase64Url(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
    }
  }
  return {
    async sign<R>(records: R[]): Promise<SignedBatch<R>> {
      current ??= start()
      let channel: string
      let key: CryptoKey
      try {
        ;({ channel, key } = await current)
      } catch (error) {
        current = null
        throw error
      }
      seq += 1
      const sig = hex(
        await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(signedText(channel, seq, records))),
      )
      return { channel, seq, sig, records }
    },
    forget() {
      current = null
    },
  }
}
