import { describe, expect, it } from 'vitest'
import { workerSlots } from './worker-slots'

describe('worker slots', () => {
  it('lets `size` holders in at once and the next one in as each leaves, in order', async () => {
    const slots = workerSlots(2)
    const order: string[] = []
    const first = await slots.take()
    const second = await slots.take()
    const third = slots.take().then((release) => {
      order.push('third')
      return release
    })
    const fourth = slots.take().then((release) => {
      order.push('fourth')
      return release
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(order).toEqual([])
    first()
    first()
    await third
    expect(order).toEqual(['third'])
    second()
    ;(await fourth)()
    expect(order).toEqual(['third', 'fourth'])
  })
})
