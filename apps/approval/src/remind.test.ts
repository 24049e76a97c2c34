import { describe, expect, it, vi } from 'vitest'
import { remindAndName } from './remind'

const candidates = [
  { name: '张三', status: 'pending' },
  { name: '李四', status: 'approved' },
  { name: '王五', status: 'pending' },
]

describe('reminding the approvers of a request', () => {
  it('sends the reminder first, then names the approvers the step still waits for', async () => {
    const order: string[] = []
    const send = vi.fn(async () => order.push('send'))
    const read = vi.fn(async () => {
      order.push('candidates')
      return { candidates }
    })
    expect(await remindAndName({ id: 'i1' }, { send, candidates: read })).toEqual(['张三', '王五'])
    expect(order).toEqual(['send', 'candidates'])
    expect(read).toHaveBeenCalledWith('i1')
  })

  it('rejects a refused reminder without reading names, and answers none when the names cannot be read', async () => {
    const read = vi.fn(async () => ({ candidates }))
    const refused = new Error('Reminded less than 10 minutes ago')
    await expect(
      remindAndName({ id: 'i1' }, { send: async () => Promise.reject(refused), candidates: read }),
    ).rejects.toBe(refused)
    expect(read).not.toHaveBeenCalled()
    const failing = async () => Promise.reject(new Error('offline'))
    expect(await remindAndName({ id: 'i1' }, { send: async () => ({}), candidates: failing })).toEqual([])
  })
})
