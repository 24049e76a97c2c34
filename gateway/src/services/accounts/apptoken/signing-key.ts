import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose'
import type { Db } from '../../../core/db/types'

const KEY_NAME = 'app-token'

export interface SigningKey {
  kid: string
  privateKey: CryptoKey
  publicJwk: JWK
}

/**
 * The ES256 key pair of app tokens: generated on first start, stored (private key as JWK) and
 * reused after. Concurrent first starts agree on one key: the loser's insert is ignored.
 */
export async function loadSigningKey(db: Db, now: number): Promise<SigningKey> {
  let row = await db.selectFrom('signing_key').selectAll().where('name', '=', KEY_NAME).executeTakeFirst()
  if (!row) {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true })
    const publicJwk = await exportJWK(publicKey)
    const kid = await calculateJwkThumbprint(publicJwk)
    await db
      .insertInto('signing_key')
      .values({
        name: KEY_NAME,
        kid,
        private_jwk: JSON.stringify(await exportJWK(privateKey)),
        public_jwk: JSON.stringify({ ...publicJwk, kid, alg: 'ES256', use: 'sig' }),
        created_at: now,
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute()
    row = await db.selectFrom('signing_key').selectAll().where('name', '=', KEY_NAME).executeTakeFirstOrThrow()
  }
  const privateKey = (await importJWK(JSON.parse(row.private_jwk) as JWK, 'ES256')) as CryptoKey
  return { kid: row.kid, privateKey, publicJwk: JSON.parse(row.public_jwk) as JWK }
}
