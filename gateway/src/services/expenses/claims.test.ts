import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PNG } from '../../testing/uploads'
import { startExpensesGateway, type ExpensesGateway } from './test-helpers'
import { expenseCodes } from './texts'

describe('expense claims', () => {
  let g: ExpensesGateway
  beforeAll(async () => {
    g = await startExpensesGateway()
  }, 60_000)
  afterAll(() => g.gateway.close())

  const line = (over: object = {}) => ({ date: g.day(3), categoryCode: 'travel', amount: '120.50', ...over })

  it('refuses bad input with a clear message: decimals, zero, a future date, an unknown category, another person', async () => {
    const save = (lines: object[], extra: object = {}) =>
      g.call('claim/save', { title: 'Trip', lines, ...extra }, g.staff)
    const tooFine = await save([line({ amount: '12.345' })])
    expect(tooFine.code).toBe(expenseCodes.badAmount)
    expect(tooFine.msg).toBe('An amount is a number above 0 with at most two decimals')
    expect((await save([line({ amount: '0' })])).code).toBe(expenseCodes.badAmount)
    const future = await save([line({ date: g.day(-2) })])
    expect(future.code).toBe(expenseCodes.futureDate)
    expect(future.msg).toContain('in the future')
    expect((await save([line({ categoryCode: 'yacht' })])).code).toBe(expenseCodes.unknownCategory)
    expect((await save([line()], { employeeId: 999_999 })).code).toBe(expenseCodes.notForOthers)
    // The demo's entertainment limit refuses a line over 2,000.00.
    const over = await save([line({ categoryCode: 'entertainment', amount: '2500' })])
    expect(over.code).toBe(expenseCodes.policyRefused)
    expect(over.msg).toBe('Line 1: Over the limit per line of 2000.00 by 500.00')
    const zh = (
      await g.gateway.post(
        '/gateway/salary/web/expense/claim/save',
        { title: 'x', lines: [line({ amount: '1.001' })] },
        g.staff,
      )
    ).body
    expect(zh.msg).toBe('金额须为大于 0 的数字，最多两位小数')
  })

  it('saves a draft with the policy warnings, exact totals, and receipts checked by type and size', async () => {
    const draft = await g.result(
      'claim/save',
      {
        title: 'Client visit',
        lines: [line({ categoryCode: 'meals', amount: '150.10' }), line({ categoryCode: 'meals', amount: '100.20' })],
      },
      g.staff,
    )
    expect(draft).toMatchObject({ status: 'draft', total: '250.30', payable: '250.30', warnings: 1, editable: true })
    expect(draft.lines[0].findings).toEqual([])
    expect(draft.lines[1].findings).toEqual([
      {
        kind: 'over-day',
        action: 'warn',
        limit: '200.00',
        over: '50.30',
        message: 'Over the daily limit of 200.00 by 50.30',
      },
    ])
    const png = await g.upload(g.staff, 'taxi.png', PNG)
    const receipt = await g.result(
      'receipt/add',
      { claimId: draft.id, fileId: png, lineId: draft.lines[0].id },
      g.staff,
    )
    expect(receipt).toMatchObject({
      fileName: 'taxi.png',
      type: 'image/png',
      lineId: draft.lines[0].id,
      duplicates: [],
    })
    expect(receipt.url).toContain('/gateway/filecenter/web/upLoad/link')
    const text = await g.upload(g.staff, 'notes.txt', Buffer.from('not a receipt'))
    expect((await g.call('receipt/add', { claimId: draft.id, fileId: text }, g.staff)).code).toBe(
      expenseCodes.receiptType,
    )
    const db = g.gateway.ctx.db
    const resize = (size: number) => db.updateTable('file_object').set({ size }).where('id', '=', png).execute()
    await resize(0)
    expect((await g.call('receipt/add', { claimId: draft.id, fileId: png }, g.staff)).code).toBe(
      expenseCodes.receiptEmpty,
    )
    await resize(11 * 1024 * 1024)
    const big = await g.call('receipt/add', { claimId: draft.id, fileId: png }, g.staff)
    expect(big).toMatchObject({ code: expenseCodes.receiptTooLarge, msg: 'A receipt may be at most 10 MB' })
    await resize(PNG.length)
    // Someone else's upload is not the caller's file.
    const hrFile = await g.upload(g.hr, 'hr.png', PNG)
    expect((await g.call('receipt/add', { claimId: draft.id, fileId: hrFile }, g.staff)).code).toBe(
      expenseCodes.fileNotFound,
    )
  })

  it('flags a receipt used in another claim, by its file or its invoice number and amount', async () => {
    const first = await g.result('claim/save', { title: 'First', lines: [line()] }, g.staff)
    const second = await g.result('claim/save', { title: 'Second', lines: [line()] }, g.staff)
    const file = await g.upload(g.staff, 'same.png', PNG)
    await g.result(
      'receipt/add',
      { claimId: first.id, fileId: file, invoiceNo: '0440 0001', amount: '120.50' },
      g.staff,
    )
    const again = await g.result('receipt/add', { claimId: second.id, fileId: file }, g.staff)
    expect(again.duplicates).toContainEqual({ claimId: first.id, claimTitle: 'First', reason: 'hash' })
    const third = await g.result('claim/save', { title: 'Third', lines: [line()] }, g.staff)
    const pdf = await g.upload(
      g.staff,
      'invoice.pdf',
      Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    )
    const byInvoice = await g.result(
      'receipt/add',
      { claimId: third.id, fileId: pdf, invoiceNo: '04400001', amount: '120.5' },
      g.staff,
    )
    expect(byInvoice.duplicates).toEqual([{ claimId: first.id, claimTitle: 'First', reason: 'invoice' }])
    const detail = await g.result('claim/detail', { id: third.id }, g.staff)
    expect(detail.duplicates).toBe(1)
  })

  it('goes draft → submitted → line manager → approved, refusing changes after submission', async () => {
    const draft = await g.result('claim/save', { title: 'Train', lines: [line({ amount: '300' })] }, g.staff)
    const submitted = await g.result('claim/submit', { id: draft.id }, g.staff)
    expect(submitted).toMatchObject({ status: 'submitted', editable: false })
    const edit = await g.call('claim/save', { id: draft.id, title: 'Changed', lines: [line()] }, g.staff)
    expect(edit).toMatchObject({
      code: expenseCodes.notEditable,
      msg: 'The claim has been submitted and can no longer be changed',
    })
    const file = await g.upload(g.staff, 'late.png', PNG)
    expect((await g.call('receipt/add', { claimId: draft.id, fileId: file }, g.staff)).code).toBe(
      expenseCodes.notEditable,
    )
    expect((await g.call('claim/remove', { id: draft.id }, g.staff)).code).toBe(expenseCodes.notEditable)
    // The manager sees it waiting, with its lines and findings, and approves it.
    const widget = await g.result('widget/mine', {}, g.manager)
    expect(widget.waiting.map((w: { id: string }) => w.id)).toContain(draft.id)
    const seen = await g.result('claim/detail', { id: draft.id }, g.manager)
    expect(seen).toMatchObject({ mine: false, lines: [{ amount: '300.00' }] })
    await g.decide('resolve', submitted.instanceId, g.manager)
    expect(await g.result('claim/detail', { id: draft.id }, g.staff)).toMatchObject({ status: 'approved' })
  })

  it('sends a claim over the limit to finance after the line manager', async () => {
    const draft = await g.result('claim/save', { title: 'Conference', lines: [line({ amount: '6000.00' })] }, g.staff)
    const submitted = await g.result('claim/submit', { id: draft.id }, g.staff)
    await g.decide('resolve', submitted.instanceId, g.manager)
    expect(await g.result('claim/detail', { id: draft.id }, g.staff)).toMatchObject({ status: 'submitted' })
    await g.decide('resolve', submitted.instanceId, g.hr)
    expect(await g.result('claim/detail', { id: draft.id }, g.staff)).toMatchObject({ status: 'approved' })
  })

  it('lets the claimant withdraw while pending, and a rejected claim be changed again', async () => {
    const draft = await g.result('claim/save', { title: 'Taxi', lines: [line({ amount: '45' })] }, g.staff)
    await g.result('claim/submit', { id: draft.id }, g.staff)
    expect(await g.result('claim/withdraw', { id: draft.id }, g.staff)).toMatchObject({
      status: 'withdrawn',
      editable: true,
    })
    expect((await g.call('claim/withdraw', { id: draft.id }, g.staff)).code).toBe(expenseCodes.notWithdrawable)
    const again = await g.result('claim/submit', { id: draft.id }, g.staff)
    await g.decide('reject', again.instanceId, g.manager)
    const changed = await g.result(
      'claim/save',
      { id: draft.id, title: 'Taxi home', lines: [line({ amount: '40' })] },
      g.staff,
    )
    expect(changed).toMatchObject({ status: 'draft', total: '40.00' })
  })

  it('lets the claimant change a claim the approver sent back, and send it on in the same approval', async () => {
    const draft = await g.result('claim/save', { title: 'Hotel', lines: [line({ amount: '500' })] }, g.staff)
    const submitted = await g.result('claim/submit', { id: draft.id }, g.staff)
    const back = await g.gateway.post(
      '/gateway/workflow/web/approveForm/backRepeatResolve',
      { instanceId: submitted.instanceId, comment: 'Add the receipt' },
      g.manager,
    )
    expect(back.body.code, JSON.stringify(back.body)).toBe(0)
    expect((await g.result('claim/detail', { id: draft.id }, g.staff)).editable).toBe(true)
    const changed = await g.result(
      'claim/save',
      { id: draft.id, title: 'Hotel', lines: [line({ amount: '450' })] },
      g.staff,
    )
    expect(changed).toMatchObject({ status: 'submitted', total: '450.00' })
    await g.result('receipt/add', { claimId: draft.id, fileId: await g.upload(g.staff, 'hotel.png', PNG) }, g.staff)
    const sent = await g.result('claim/submit', { id: draft.id }, g.staff)
    expect(sent).toMatchObject({ status: 'submitted', instanceId: submitted.instanceId, editable: false })
    await g.decide('resolve', submitted.instanceId, g.manager)
    const approved = await g.result('claim/detail', { id: draft.id }, g.staff)
    expect(approved).toMatchObject({ status: 'approved', total: '450.00', receiptCount: 1 })
  })

  it('never shows a claim to another tenant or to a colleague who is not its approver', async () => {
    const draft = await g.result('claim/save', { title: 'Mine', lines: [line()] }, g.staff)
    const other = await g.gateway.login('hr', 'Hr@123456789', { tenantId: 2 })
    expect((await g.call('claim/detail', { id: draft.id }, other)).code).toBe(expenseCodes.notFound)
    expect((await g.call('claim/detail', { id: draft.id }, g.manager)).code).toBe(expenseCodes.notFound)
    expect((await g.call('claim/save', { id: draft.id, title: 'Stolen', lines: [line()] }, g.manager)).code).toBe(
      expenseCodes.notFound,
    )
    // Finance reads any claim of its tenant.
    expect((await g.result('claim/detail', { id: draft.id }, g.hr)).mine).toBe(false)
  })
})
