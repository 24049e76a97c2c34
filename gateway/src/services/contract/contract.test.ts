import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { PNG, uploadFile } from '../../testing/uploads'
import {
  ADD,
  CHANGE,
  demoPeople,
  DETAIL,
  DOCUMENT,
  FORM,
  fromToday,
  LIST,
  MINE,
  RECORD,
  RENEW,
  TERMINATE,
  UPDATE,
} from './test-helpers'

describe('employment contracts', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let manager: string
  let people: Awaited<ReturnType<typeof demoPeople>>
  const en = { 'accept-language': 'en' }
  const fixed = (employeeId: number, from: number, to: number, extra: Record<string, unknown> = {}) => ({
    employeeId,
    typeCode: 'fixed',
    term: 'fixed',
    startDate: fromToday(gateway, from),
    endDate: fromToday(gateway, to),
    ...extra,
  })

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    staff = await gateway.login('staff', 'Staff@12345')
    manager = await gateway.login('manager', 'Manager@12345')
    people = await demoPeople(gateway)
  }, 60_000)
  afterAll(() => gateway.close())

  it('refuses an end before the start, a probation outside the term and a type that is not an enabled dictionary value', async () => {
    const add = (body: Record<string, unknown>) => gateway.post(ADD, body, hr, en).then((a) => a.body)
    expect(await add(fixed(people.report, 10, 5))).toMatchObject({
      code: 412603,
      msg: 'Check the dates: the end date must be after the start date',
    })
    expect(await add(fixed(people.report, 10, 10))).toMatchObject({ code: 412603 })
    expect(await add({ ...fixed(people.report, 0, 0), endDate: '' })).toMatchObject({
      code: 412603,
      msg: 'Check the dates: a fixed-term contract needs an end date',
    })
    expect(await add({ ...fixed(people.report, 0, 30), term: 'open' })).toMatchObject({
      code: 412603,
      msg: 'Check the dates: an open-ended contract has no end date',
    })
    expect(await add(fixed(people.report, 0, 30, { endDate: '2030-02-30' }))).toMatchObject({
      code: 412603,
      msg: 'Check the dates: dates are yyyy-mm-dd',
    })
    expect(await add(fixed(people.report, 0, 60, { probationMonths: 1 }))).toMatchObject({
      code: 412612,
      msg: 'For this contract term the law allows a probation of at most 0 month(s) (Labour Contract Law art. 19)',
    })
    expect(
      await add(fixed(people.report, 0, 400, { probationMonths: 1, probationEnd: fromToday(gateway, 401) })),
    ).toMatchObject({ code: 412612 })
    expect(await add(fixed(people.report, 0, 400, { probationMonths: 3 }))).toMatchObject({ code: 412612 })
    expect(await add(fixed(people.report, 0, 400, { probationEnd: fromToday(gateway, 30) }))).toMatchObject({
      code: 412604,
      msg: 'Check the probation: a probation end needs probation months',
    })
    expect((await gateway.post(ADD, fixed(people.report, 0, 400, { probationMonths: 7 }), hr)).body.code).toBe(400000)
    expect(await add(fixed(people.report, 0, 400, { typeCode: 'noSuchType' }))).toMatchObject({ code: 412602 })
    expect(
      (
        await gateway.post(
          '/gateway/joyhr/web/itemMap/setEnabled',
          { category: 'contractType', code: 'intern', enabled: false },
          hr,
        )
      ).body.code,
    ).toBe(0)
    expect(await add(fixed(people.report, 0, 400, { typeCode: 'intern' }))).toMatchObject({
      code: 412602,
      msg: 'The contract type intern is not an enabled value of the contract type dictionary',
    })
    expect(
      await add({ employeeId: people.report, typeCode: 'task', term: 'project', startDate: fromToday(gateway, 0) }),
    ).toMatchObject({ code: 412603 })
    // Nothing was stored by the refused calls.
    expect((await gateway.post(LIST, { employeeId: people.report }, hr)).body.result.total).toBe(0)
  })

  it('adds a contract with a document, computes the probation end and refuses a second active contract over the same days', async () => {
    const file = (await uploadFile(gateway, hr, 'contract.png', PNG)).result
    const added = (
      await gateway.post(
        ADD,
        fixed(people.report, -10, 355, { probationMonths: 2, signDate: fromToday(gateway, -12), documents: [file.id] }),
        hr,
        en,
      )
    ).body
    expect(added).toMatchObject({
      code: 0,
      result: {
        typeName: 'Fixed-term contract',
        status: 'active',
        probationMonths: 2,
        documents: [{ fileId: file.id, name: 'contract.png' }],
      },
    })
    expect(
      added.result.probationEnd > fromToday(gateway, 40) && added.result.probationEnd < fromToday(gateway, 52),
    ).toBe(true)
    const download = await gateway.app.inject({
      method: 'POST',
      url: DOCUMENT,
      payload: { id: added.result.id, fileId: file.id },
      headers: { token: hr },
    })
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.equals(PNG)).toBe(true)
    expect((await gateway.post(ADD, fixed(people.report, 100, 500), hr)).body.code).toBe(412607)
    // A file of someone else's is not attached.
    const other = (await uploadFile(gateway, staff, 'mine.png', PNG)).result
    expect(
      (
        await gateway.post(
          UPDATE,
          { ...fixed(people.report, -10, 355), id: added.result.id, documents: [other.id] },
          hr,
        )
      ).body.code,
    ).toBe(412605)
    const edited = (
      await gateway.post(UPDATE, { ...fixed(people.report, -10, 400), id: added.result.id, documents: [file.id] }, hr)
    ).body.result
    expect(edited).toMatchObject({ endDate: fromToday(gateway, 400), documents: [{ fileId: file.id }] })
  })

  it("lets a manager read their team's contracts only, staff their own (never drafts), and nobody else manage them", async () => {
    const own = (await gateway.post(ADD, fixed(people.staffEmployee, -30, 700), hr)).body.result
    const draft = (await gateway.post(ADD, fixed(people.staffEmployee, 701, 1000, { status: 'draft' }), hr)).body.result
    const reports = (await gateway.post(LIST, { employeeId: people.report }, hr)).body.result.rows as Array<{
      id: number
    }>
    expect((await gateway.post(DETAIL, { id: reports[0].id }, people.leadToken)).body.result).toMatchObject({
      id: reports[0].id,
      employeeId: people.report,
    })
    // Staff are in another department, outside the lead's team: their contract does not exist for the lead.
    expect((await gateway.post(DETAIL, { id: own.id }, people.leadToken, en)).body).toMatchObject({
      code: 412601,
      msg: 'The contract does not exist',
    })
    const seen = (await gateway.post(LIST, { rows: 200 }, people.leadToken)).body.result.rows as Array<{
      employeeId: number
    }>
    expect(seen.map((row) => row.employeeId)).toContain(people.report)
    expect(seen.map((row) => row.employeeId)).not.toContain(people.staffEmployee)
    expect(
      (await gateway.post(DOCUMENT, { id: own.id, fileId: '00000000-0000-4000-8000-000000000000' }, people.leadToken))
        .body.code,
    ).toBe(412601)
    expect((await gateway.post(ADD, fixed(people.report, 2000, 2400), people.leadToken)).body.code).toBe(403001)
    expect((await gateway.post(LIST, {}, staff)).body.code).toBe(403001)
    const mine = (await gateway.post(MINE, {}, staff)).body.result as Array<{ id: number }>
    expect(mine.map((c) => c.id)).toEqual([own.id])
    // A draft becomes active by an update.
    expect(
      (await gateway.post(UPDATE, { ...fixed(people.staffEmployee, 701, 1000), id: draft.id, status: 'active' }, hr))
        .body.result.status,
    ).toBe('active')
  })

  it("renews through the workflow: the employee's manager approves, then the old contract is renewed and the new one active", async () => {
    const old = (
      await gateway.post(LIST, { employeeId: people.staffEmployee, status: 'active' }, hr)
    ).body.result.rows.find((row: { startDate: string }) => row.startDate === fromToday(gateway, -30))
    const asked = (
      await gateway.post(
        RENEW,
        { id: old.id, term: 'fixed', endDate: fromToday(gateway, 2000), reason: 'Good work' },
        hr,
      )
    ).body
    expect(asked).toMatchObject({ code: 0, result: { status: 'pending', effectiveDate: fromToday(gateway, 701) } })
    expect((await gateway.post(RENEW, { id: old.id, term: 'open', reason: 'Again' }, hr)).body.code).toBe(412608)
    expect((await gateway.post(UPDATE, { ...fixed(people.staffEmployee, -30, 700), id: old.id }, hr)).body.code).toBe(
      412608,
    )
    // Nothing changes while it waits.
    expect((await gateway.post(DETAIL, { id: old.id }, hr)).body.result).toMatchObject({
      status: 'active',
      pending: { kind: 'renewal' },
    })
    const change = (await gateway.post(CHANGE, { id: asked.result.id }, manager)).body.result
    expect(change).toMatchObject({
      kind: 'renewal',
      status: 'pending',
      newEndDate: fromToday(gateway, 2000),
      contract: { id: old.id },
    })
    expect((await gateway.post(CHANGE, { id: asked.result.id }, staff)).body.code).toBe(412610)
    expect(
      (await gateway.post(`${FORM}/resolve`, { instanceId: asked.result.instanceId }, manager)).body.result.status,
    ).toBe('approved')
    const after = (await gateway.post(DETAIL, { id: old.id }, hr)).body.result
    expect(after).toMatchObject({
      status: 'renewed',
      pending: null,
      changes: [{ kind: 'renewal', status: 'approved' }],
    })
    const renewed = (await gateway.post(DETAIL, { id: after.changes[0].newContractId }, hr)).body.result
    expect(renewed).toMatchObject({
      status: 'active',
      previousId: old.id,
      startDate: fromToday(gateway, 701),
      endDate: fromToday(gateway, 2000),
    })
    // The record shows the renewed contract.
    const record = (await gateway.post(RECORD, { id: people.staffEmployee }, hr)).body.result
    expect(record.values).toMatchObject({
      contractType: 'fixed',
      contractStart: fromToday(gateway, 701),
      contractEnd: fromToday(gateway, 2000),
    })
  })

  it('terminates through the workflow only when approved; a rejected termination leaves the contract active', async () => {
    const current = (await gateway.post(LIST, { employeeId: people.staffEmployee, status: 'active' }, hr)).body.result
      .rows[0]
    expect(
      (await gateway.post(TERMINATE, { id: current.id, date: fromToday(gateway, -1000), reason: 'Moves away' }, hr, en))
        .body,
    ).toMatchObject({ code: 412603, msg: 'Check the dates: the date must lie within the contract' })
    const first = (await gateway.post(TERMINATE, { id: current.id, date: current.startDate, reason: 'Moves away' }, hr))
      .body.result
    expect(
      (await gateway.post(`${FORM}/reject`, { instanceId: first.instanceId, comment: 'Talk first' }, manager)).body
        .result.status,
    ).toBe('rejected')
    expect((await gateway.post(DETAIL, { id: current.id }, hr)).body.result).toMatchObject({
      status: 'active',
      terminatedOn: null,
    })
    const second = (
      await gateway.post(TERMINATE, { id: current.id, date: current.startDate, reason: 'Moves away' }, hr)
    ).body.result
    expect((await gateway.post(`${FORM}/resolve`, { instanceId: second.instanceId }, manager)).body.result.status).toBe(
      'approved',
    )
    expect((await gateway.post(DETAIL, { id: current.id }, hr)).body.result).toMatchObject({
      status: 'terminated',
      terminatedOn: current.startDate,
      terminationReason: 'Moves away',
    })
    expect((await gateway.post(RENEW, { id: current.id, term: 'open', reason: 'Back' }, hr)).body.code).toBe(412609)
  })
})
