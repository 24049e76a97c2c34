import { describe, expect, it } from 'vitest'
import type { ShellConnection } from './client.js'
import { createShellToken } from './shell-token.js'

function connectionAnswering(...answers: Array<string | Error>) {
  let asked = 0
  const getToken = async () => {
    const answer = answers[asked++]
    if (answer instanceof Error) throw answer
    return answer
  }
  const connection = { ready: Promise.resolve(), shell: { session: { getToken } } } as unknown as ShellConnection
  return { connection, asked: () => asked }
}

describe('shell token', () => {
  it('is asked of the shell once and shared by every request', async () => {
    const { connection, asked } = connectionAnswering('staff-1', 'staff-2')
    const token = createShellToken(connection)
    expect(await Promise.all([token(), token()])).toEqual(['staff-1', 'staff-1'])
    expect(await token()).toBe('staff-1')
    expect(asked()).toBe(1)
  })

  it('is asked again after the shell refused it', async () => {
    const refused = new Error('disconnected')
    const { connection, asked } = connectionAnswering(refused, 'staff-1')
    const token = createShellToken(connection)
    await expect(token()).rejects.toBe(refused)
    expect(await token()).toBe('staff-1')
    expect(asked()).toBe(2)
  })
})
