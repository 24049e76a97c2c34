import { describe, expect, it } from 'vitest'
import { connectionTokenHash, hashToken, newToken } from './token'

describe('session token hashes', () => {
  it('are remembered per connection, and a new token on a connection gets its own hash', () => {
    const [first, second] = [newToken(), newToken()]
    const connection = {}
    expect(connectionTokenHash(connection, first)).toBe(hashToken(first))
    expect(connectionTokenHash(connection, first)).toBe(hashToken(first))
    expect(connectionTokenHash(connection, second)).toBe(hashToken(second))
    expect(connectionTokenHash(connection, first)).toBe(hashToken(first))
    expect(connectionTokenHash({}, second)).toBe(hashToken(second))
    expect(hashToken(first)).not.toBe(hashToken(second))
  })
})
