import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startKit, type Kit } from './test-kit'

let kit: Kit
let id: number
beforeAll(async () => {
  kit = await startKit()
  id = (await kit.post('/api/suppliers/list', { keyword: '广州' }, 1)).body.result.rows[0].id
})
afterAll(() => kit.close())

const evaluate = async (sub: string, scores: Record<string, unknown>) =>
  kit.post(
    '/api/evaluations/save',
    { supplierId: id, quality: 5, delivery: 4, service: 3, ...scores },
    await kit.token({ sub }),
  )

describe('evaluations', () => {
  it("keeps one evaluation per user, replaced when saved again, and marks the caller's own", async () => {
    await evaluate('user-a', { comment: '准时' })
    const answer = await evaluate('user-a', { quality: 2, comment: ' 包装破损 ' })
    expect(answer.body.result).toMatchObject({ count: 1, quality: 2, delivery: 4, service: 3 })
    expect(answer.body.result.list[0]).toMatchObject({ comment: '包装破损', mine: true })
    const seenByB = (await kit.post('/api/suppliers/detail', { id }, await kit.token({ sub: 'user-b' }))).body.result
      .evaluations
    expect(seenByB.list[0].mine).toBe(false)
    expect(JSON.stringify(seenByB)).not.toContain('user-a')
  })

  it("averages every user's three scores in the list", async () => {
    await evaluate('user-b', { quality: 5, delivery: 5, service: 5 })
    const row = (await kit.post('/api/suppliers/list', { keyword: '广州' }, 1)).body.result.rows[0]
    expect(row).toMatchObject({ evaluations: 2, rating: 4 })
  })

  it('refuses scores outside 1 to 5, fractions, and a comment over 500 characters', async () => {
    for (const scores of [
      { quality: 0 },
      { delivery: 6 },
      { service: 2.5 },
      { quality: '5' },
      { comment: 'x'.repeat(501) },
    ]) {
      expect((await evaluate('user-c', scores)).body).toMatchObject({ key: 'invalidInput' })
    }
  })
})
