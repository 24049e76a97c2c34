import type { AppManifest } from '@hr-portal/bridge'
import { describe, expect, it, vi } from 'vitest'
import type { LoginUser } from '../../session/schemas'
import { createUserProfile, type AppUser } from './user-profile'

const USER = {
  id: '2',
  tenantId: '1',
  companyId: '1',
  loginUserId: '2',
  userName: 'staff',
  realName: 'Li Lei',
  headUrl: '/h.png',
  phone: '',
  mobile: '',
  headPic: '',
  tenantName: '',
} as LoginUser
const GATEWAY: AppUser = { id: 'p-Xyz_pseudonym', name: 'Li Lei', email: 'li@demo.example', jobNumber: 'E0012' }

const manifest = (party: 'first' | 'third', scopes?: string[]): AppManifest => ({
  name: 'expenses',
  title: 'Expenses',
  entry: 'https://expenses.example.com/',
  origin: 'https://expenses.example.com',
  party,
  capabilities: ['session.user'],
  ...(scopes ? { scopes } : {}),
})

const sources = (answer: AppUser = GATEWAY) => ({
  user: () => USER,
  lang: () => 'en' as const,
  ask: vi.fn(async () => answer),
})

describe('session.user as the shell answers it', () => {
  it('answers a third-party app its pseudonym and the language alone without user scopes', async () => {
    const from = sources()
    const profile = await createUserProfile('expenses', manifest('third', ['directory.read']), from)()
    expect(profile).toEqual({ id: 'p-Xyz_pseudonym', lang: 'en' })
    expect(from.ask).toHaveBeenCalledWith('expenses')
    expect(await createUserProfile('expenses', manifest('third'), sources())()).toEqual({
      id: 'p-Xyz_pseudonym',
      lang: 'en',
    })
  })

  it('adds the name, e-mail and job number each only under its consented scope', async () => {
    expect(await createUserProfile('expenses', manifest('third', ['user.name']), sources())()).toEqual({
      id: 'p-Xyz_pseudonym',
      lang: 'en',
      name: 'Li Lei',
    })
    expect(
      await createUserProfile('expenses', manifest('third', ['user.email', 'user.jobNumber']), sources())(),
    ).toEqual({ id: 'p-Xyz_pseudonym', lang: 'en', email: 'li@demo.example', jobNumber: 'E0012' })
    // A field the gateway did not answer stays out even under its scope.
    expect(
      await createUserProfile('expenses', manifest('third', ['user.name', 'user.email']), sources({ id: 'p' }))(),
    ).toEqual({ id: 'p', lang: 'en' })
  })

  it('never gives a third-party app the account id, user name or tenant', async () => {
    const profile = await createUserProfile(
      'expenses',
      manifest('third', ['user.name', 'user.email', 'user.jobNumber']),
      sources(),
    )()
    expect(Object.keys(profile).sort()).toEqual(['email', 'id', 'jobNumber', 'lang', 'name'])
    expect(Object.values(profile)).not.toContain('2')
  })

  it('asks the gateway once per frame, and again after a failed ask', async () => {
    const from = sources()
    from.ask.mockRejectedValueOnce(new Error('offline'))
    const getUser = createUserProfile('expenses', manifest('third', ['user.name']), from)
    await expect(getUser()).rejects.toThrow('offline')
    await getUser()
    await getUser()
    expect(from.ask).toHaveBeenCalledTimes(2)
  })

  it('keeps the account fields for first-party apps, without asking the gateway', async () => {
    const from = sources()
    expect(await createUserProfile('system', manifest('first'), from)()).toEqual({
      id: '2',
      lang: 'en',
      userId: '2',
      userName: 'staff',
      realName: 'Li Lei',
      tenantId: '1',
      companyId: '1',
      headUrl: '/h.png',
    })
    expect(from.ask).not.toHaveBeenCalled()
  })

  it('refuses when nobody is signed in', async () => {
    await expect(
      createUserProfile('expenses', manifest('third'), { ...sources(), user: () => null })(),
    ).rejects.toMatchObject({ code: 'handler_failed' })
  })
})
