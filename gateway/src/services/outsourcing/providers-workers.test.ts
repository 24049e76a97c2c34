import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../testing/test-gateway'
import { outsourcingCodes } from './texts'
import { provider, worker, type OutsourcingGateway, startOutsourcingGateway } from './test-helpers'

describe('outsourcing: providers, workers and assignments', () => {
  let fx: OutsourcingGateway
  let gateway: TestGateway
  let staff: string
  let organId: number
  let dayProvider: number
  let hourProvider: number
  const call = (...args: Parameters<OutsourcingGateway['call']>) => fx.call(...args)
  const result = (...args: Parameters<OutsourcingGateway['result']>) => fx.result(...args)

  beforeAll(async () => {
    fx = await startOutsourcingGateway()
    ;({ gateway, staff, organId } = fx)
  }, 60_000)
  afterAll(() => gateway.close())

  it('validates providers: names, mobile, contract period, rate and billing unit', async () => {
    expect((await call('provider/save', { ...provider, name: '  ', rateUnit: 'day', rate: '300' })).code).toBe(
      outsourcingCodes.badName,
    )
    expect(
      (await call('provider/save', { ...provider, contactPhone: '12345', rateUnit: 'day', rate: '300' })).code,
    ).toBe(outsourcingCodes.badPhone)
    expect(
      (await call('provider/save', { ...provider, contractTo: '2025-12-31', rateUnit: 'day', rate: '300' })).code,
    ).toBe(outsourcingCodes.badPeriod)
    expect(
      (await call('provider/save', { ...provider, contractFrom: '2026-02-30', rateUnit: 'day', rate: '300' })).code,
    ).toBe(outsourcingCodes.badPeriod)
    for (const rate of ['0', '-5', '1.234', 'abc'])
      expect((await call('provider/save', { ...provider, rateUnit: 'day', rate })).code).toBe(outsourcingCodes.badRate)
    const badUnit = await call('provider/save', { ...provider, rateUnit: 'week', rate: '300' })
    expect(badUnit.code).not.toBe(0)
    expect((await call('provider/save', { ...provider, id: 999, rateUnit: 'day', rate: '300' })).code).toBe(
      outsourcingCodes.providerNotFound,
    )
    dayProvider = (await result('provider/save', { ...provider, rateUnit: 'day', rate: '300.50' })).id
    hourProvider = (await result('provider/save', { ...provider, name: 'Hourly Help', rateUnit: 'hour', rate: '45.5' }))
      .id
    const listed = (await result('provider/list', {})).providers
    expect(listed.find((p: { id: number }) => p.id === dayProvider)).toMatchObject({
      name: 'Swift Staffing',
      rateUnit: 'day',
      rate: '300.50',
      contractTo: '2026-12-31',
    })
    expect(listed.find((p: { id: number }) => p.id === hourProvider)).toMatchObject({ rateUnit: 'hour', rate: '45.50' })
    // Staff hold no outsourcing function.
    expect((await call('provider/list', {}, staff)).code).not.toBe(0)
  })

  it('validates workers and their accounts, and assignments: dates, department, overlaps and rates', async () => {
    expect((await call('worker/save', { ...worker(dayProvider, 1), idNumber: '1234' })).code).toBe(
      outsourcingCodes.badIdNumber,
    )
    expect((await call('worker/save', { ...worker(dayProvider, 1), mobile: '2390000' })).code).toBe(
      outsourcingCodes.badPhone,
    )
    expect((await call('worker/save', worker(999, 1))).code).toBe(outsourcingCodes.providerNotFound)
    expect(
      (await call('worker/save', { ...worker(dayProvider, 1), account: { userName: 'os-one', password: 'short' } }))
        .code,
    ).toBe(outsourcingCodes.weakPassword)
    expect(
      (
        await call('worker/save', {
          ...worker(dayProvider, 1),
          account: { userName: 'staff', password: 'Worker@12345' },
        })
      ).code,
    ).toBe(outsourcingCodes.accountTaken)
    expect(
      (await call('worker/save', { ...worker(dayProvider, 1), account: { userName: 'a b', password: 'Worker@12345' } }))
        .code,
    ).toBe(outsourcingCodes.badAccount)
    const one = (
      await result('worker/save', {
        ...worker(dayProvider, 1),
        skills: 'forklift， warehouse,forklift',
        account: { userName: 'os-one', password: 'Worker@12345' },
      })
    ).id
    expect((await call('worker/save', worker(hourProvider, 1))).code).toBe(outsourcingCodes.idNumberTaken)
    const two = (
      await result('worker/save', {
        ...worker(hourProvider, 2),
        account: { userName: 'os-two', password: 'Worker@12345' },
      })
    ).id
    const listed = (await result('worker/list', { providerId: dayProvider })).workers
    expect(listed).toEqual([
      expect.objectContaining({
        id: one,
        providerName: 'Swift Staffing',
        skills: 'forklift, warehouse',
        account: 'os-one',
        assignments: [],
      }),
    ])

    expect((await call('assignment/save', { workerId: one, organId: 999_999, from: '2026-03-01' })).code).toBe(
      outsourcingCodes.organNotFound,
    )
    expect((await call('assignment/save', { workerId: 999, organId, from: '2026-03-01' })).code).toBe(
      outsourcingCodes.workerNotFound,
    )
    expect((await call('assignment/save', { workerId: one, organId, from: '2026-03-10', to: '2026-03-01' })).code).toBe(
      outsourcingCodes.badPeriod,
    )
    expect((await call('assignment/save', { workerId: one, organId, from: '2026-03-01', rate: '0.001' })).code).toBe(
      outsourcingCodes.badRate,
    )
    await result('assignment/save', { workerId: one, organId, from: '2026-03-01' })
    expect((await call('assignment/save', { workerId: one, organId, from: '2026-02-01', to: '2026-03-05' })).code).toBe(
      outsourcingCodes.overlapping,
    )
    await result('assignment/save', { workerId: two, organId, from: '2026-03-01', to: '2026-03-31' })
    const assigned = (await result('worker/list', {})).workers.find((w: { id: number }) => w.id === one)
    expect(assigned.assignments).toEqual([
      expect.objectContaining({ organId, from: '2026-03-01', to: null, rate: null, organName: expect.any(String) }),
    ])
  })
})
