import type { Adapter, AdapterPayload } from 'oidc-provider'

interface Entry {
  payload: AdapterPayload
  expiresAt: number
}

/**
 * The local provider's storage (sessions, interactions, codes, tokens, grants): a Map per
 * provider, entries dropped when they expire. Nothing survives a restart, which suits a stand-in.
 */
export function memoryAdapter(): (name: string) => Adapter {
  const entries = new Map<string, Entry>()
  const live = (key: string) => {
    const entry = entries.get(key)
    if (entry && entry.expiresAt <= Date.now()) entries.delete(key)
    return entry && entry.expiresAt > Date.now() ? entry : undefined
  }
  return (name) => {
    const key = (id: string) => `${name}:${id}`
    const findBy = (field: 'uid' | 'userCode', value: string) => {
      for (const [k, entry] of entries)
        if (k.startsWith(`${name}:`) && entry.payload[field] === value && live(k)) return entry.payload
      return undefined
    }
    return {
      async upsert(id, payload, expiresIn) {
        if (entries.size > 1000) for (const k of entries.keys()) live(k)
        entries.set(key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity })
      },
      async find(id) {
        return live(key(id))?.payload
      },
      async findByUid(uid) {
        return findBy('uid', uid)
      },
      async findByUserCode(userCode) {
        return findBy('userCode', userCode)
      },
      async consume(id) {
        const entry = live(key(id))
        if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000)
      },
      async destroy(id) {
        entries.delete(key(id))
      },
      async revokeByGrantId(grantId) {
        for (const [k, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(k)
      },
    }
  }
}
