import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import type { GatewayContext } from '../../../core/context'
import type { Db } from '../../../core/db/types'

// Authenticator secrets are stored AES-256-GCM encrypted: `v1.<iv>.<tag>.<ciphertext>` (base64url).
// The key is TOTP_KEY when configured (kept out of the database), else one random key in totp_key,
// made by whichever gateway process needs it first (a racing insert is ignored).

const cached = new WeakMap<Db, Buffer>()

async function keyOf(ctx: GatewayContext): Promise<Buffer> {
  if (ctx.config.totpKey) return Buffer.from(ctx.config.totpKey, 'hex')
  const known = cached.get(ctx.db)
  if (known) return known
  await ctx.db
    .insertInto('totp_key')
    .values({ id: 1, key: randomBytes(32).toString('base64url'), created_at: ctx.now() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  const row = await ctx.db.selectFrom('totp_key').select('key').where('id', '=', 1).executeTakeFirstOrThrow()
  const key = Buffer.from(row.key, 'base64url')
  cached.set(ctx.db, key)
  return key
}

export async function sealSecret(ctx: GatewayContext, secret: string): Promise<string> {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', await keyOf(ctx), iv)
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/** The secret of a sealed value; throws when it was sealed under another key or altered. */
export async function openSecret(ctx: GatewayContext, sealed: string): Promise<string> {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed authenticator secret')
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(ctx), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
}
