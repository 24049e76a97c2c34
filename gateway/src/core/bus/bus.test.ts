import { describe, expect, it, vi } from 'vitest'
import { localBus } from './bus'

describe('the bus within one process', () => {
  it("delivers a message to the topic's listeners only, and stops when told", async () => {
    const bus = localBus()
    const roles: string[] = []
    const menus: string[] = []
    const stop = bus.subscribe('roles', (message) => roles.push(message))
    bus.subscribe('menus', (message) => menus.push(message))
    await bus.publish('roles', '3')
    await bus.publish('roles')
    expect(roles).toEqual(['3', ''])
    expect(menus).toEqual([])
    stop()
    await bus.publish('roles', '4')
    expect(roles).toEqual(['3', ''])
    expect(bus.listeners).toBe(1)
  })

  it('a failing listener neither stops the others nor reaches the publisher', async () => {
    const bus = localBus()
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => {})
    const heard: string[] = []
    bus.subscribe('t', () => {
      throw new Error('boom')
    })
    bus.subscribe('t', (message) => heard.push(message))
    await expect(bus.publish('t', 'x')).resolves.toBeUndefined()
    expect(heard).toEqual(['x'])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('boom'))
    warn.mockRestore()
  })

  it('a listener that stops itself while being called does not disturb the others', async () => {
    const bus = localBus()
    const heard: number[] = []
    const stops: Array<() => void> = []
    for (let i = 0; i < 3; i++)
      stops.push(
        bus.subscribe('t', () => {
          heard.push(i)
          stops[i]()
        }),
      )
    await bus.publish('t')
    expect(heard).toEqual([0, 1, 2])
    expect(bus.listeners).toBe(0)
  })
})
