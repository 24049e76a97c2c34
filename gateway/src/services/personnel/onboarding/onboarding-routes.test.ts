import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../../testing/test-gateway'
import { PNG, uploadFile } from '../../../testing/uploads'
import { en } from '../records/test-helpers'
import { startOnboardingGateway, taskOf, tasksOf } from './test-kit'

// HR's templates and their refusals, owners' task lists and notices, completion by the owner only, the hire's
// welcome page (upload and form tasks), and tenant isolation of every route.

const O = (path: string) => `/gateway/ums/web/onboarding/${path}`

describe('onboarding checklists over HTTP', () => {
  let gateway: TestGateway
  let kit: Awaited<ReturnType<typeof startOnboardingGateway>>
  let hireId: number
  let newbie: string
  const byTitle = (tasks: Array<{ title: string }>, title: string) => tasks.find((t) => t.title === title) as any

  beforeAll(async () => {
    kit = await startOnboardingGateway()
    gateway = kit.gateway
    const saved = await kit.post('onboarding/saveTemplate', {
      name: 'Everyone',
      scope: 'company',
      tasks: [
        taskOf('Seat', { offsetDays: -3 }),
        taskOf('Laptop', { ownerType: 'user', ownerId: 3, offsetDays: 5 }),
        taskOf('Training', { ownerType: 'manager', ownerId: null, offsetDays: 5 }),
        taskOf('ID copy', { ownerType: 'hire', ownerId: null, kind: 'upload', docType: 'idCopy' }),
        taskOf('Bank details', { ownerType: 'role', ownerId: 1, kind: 'form', fields: ['Bank', 'Account'] }),
      ],
    })
    expect(saved.code).toBe(0)
    // A hire two days ago with an account, whose line manager is the staff account's person.
    const manager = await gateway.ctx.db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    const entryDate = new Date(gateway.ctx.now() - 2 * 86_400_000).toISOString().slice(0, 10)
    const done = await kit.post('entryUser/onboard', {
      values: {
        name: 'Newbie',
        jobNumber: 'OBR001',
        mobile: '13911112222',
        organ: kit.position.organ_id,
        gangwei: kit.position.id,
        entryDate,
      },
      account: { userName: 'ob-newbie', password: 'Newbie@12345', roleIds: [] },
    })
    expect(done.code).toBe(0)
    hireId = done.result.id
    await gateway.ctx.db
      .updateTable('employee')
      .set({ manager_id: manager.employee_id })
      .where('id', '=', hireId)
      .execute()
    newbie = await gateway.login('ob-newbie', 'Newbie@12345')
  }, 60_000)
  afterAll(() => gateway.close())

  it('lists the templates with their owners named, and the roles, accounts, departments, positions and document types to choose from', async () => {
    const answer = (await gateway.post(O('templates'), {}, kit.hr, en)).body
    expect(answer.code).toBe(0)
    const [template] = answer.result.templates
    expect(template).toMatchObject({ name: 'Everyone', scope: 'company', scopeName: 'Whole company' })
    expect(template.tasks.map((t: any) => [t.title, t.ownerType, t.ownerName])).toEqual([
      ['Seat', 'role', 'HR Manager'],
      ['Laptop', 'user', expect.stringContaining('hr')],
      ['Training', 'manager', 'Line manager'],
      ['ID copy', 'hire', 'New hire'],
      // A form is the hire's to fill, whoever the template named.
      ['Bank details', 'hire', 'New hire'],
    ])
    expect(answer.result.documentTypes.map((t: any) => t.code)).toContain('idCopy')
    expect(answer.result.roles.length).toBeGreaterThan(0)
  })

  it('refuses a template with an unknown role, a department of another tenant, an offset out of range or an empty title, saying why', async () => {
    const save = (body: object) =>
      gateway.post(O('saveTemplate'), { name: 'Bad', scope: 'company', tasks: [taskOf('T')], ...body }, kit.hr, en)
    const foreignOrgan = await gateway.ctx.db
      .selectFrom('organ')
      .select('id')
      .where('tenant_id', '=', 2)
      .executeTakeFirstOrThrow()
    const cases: Array<[object, string]> = [
      [{ tasks: [taskOf('T', { ownerId: 999_999 })] }, 'Task 1: role 999999 is not a role of this company'],
      [{ scope: 'organ', scopeId: foreignOrgan.id }, 'The department is not one of this company'],
      [
        { tasks: [taskOf('T'), taskOf('U', { offsetDays: 366 })] },
        'Task 2: the due offset must be between -90 and 365 days of the entry date',
      ],
      [{ tasks: [taskOf('   ')] }, 'Task 1 needs a title'],
      [{ name: ' ' }, 'The template needs a name'],
      [
        { tasks: [taskOf('T', { kind: 'upload', docType: 'nope' })] },
        'Task 1: an upload task needs a document type of the list',
      ],
    ]
    for (const [body, msg] of cases) expect((await save(body)).body).toEqual({ code: 411961, msg })
    const zh = await gateway.post(O('saveTemplate'), { name: 'Bad', scope: 'company', tasks: [taskOf('')] }, kit.hr)
    expect(zh.body.msg).toBe('第 1 项任务的标题不能为空')
  })

  it('tells each owner of a new task by a notice linking to their to-dos, and lists the tasks they own', async () => {
    const tasks = await tasksOf(gateway, hireId)
    const seat = tasks.find((t) => t.title === 'Seat')!
    const notices = await gateway.ctx.db
      .selectFrom('notify_delivery')
      .select(['user_id', 'link', 'kind'])
      .where('dedupe_key', 'like', `onboarding:${seat.id}:%`)
      .where('channel', '=', 'portal')
      .execute()
    expect(notices.map((n) => n.user_id)).toContain(3)
    expect(notices[0]).toMatchObject({ link: `/portal/personnel/welcome/${seat.id}`, kind: 'onboardingTask' })
    const hrTasks = (await gateway.post(O('myTasks'), { open: true }, kit.hr, en)).body.result.tasks
    expect(
      hrTasks
        .filter((t: any) => t.employeeId === hireId)
        .map((t: any) => t.title)
        .sort(),
    ).toEqual(['Laptop', 'Seat'])
    expect(byTitle(hrTasks, 'Seat')).toMatchObject({ overdue: true, mine: true, employeeName: 'Newbie' })
    expect(byTitle(hrTasks, 'Laptop')).toMatchObject({ overdue: false })
    const managerTasks = (await gateway.post(O('myTasks'), {}, kit.staff, en)).body.result.tasks
    expect(managerTasks.map((t: any) => t.title)).toEqual(['Training'])
  })

  it('lets only the owner mark a task done, recording who and when, and shows it done in HR’s checklists', async () => {
    const seat = (await tasksOf(gateway, hireId)).find((t) => t.title === 'Seat')!
    const refused = await gateway.post(O('complete'), { id: seat.id }, kit.staff, en)
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ code: 403001, msg: 'Only the owner of this task can mark it done' })
    const done = (await gateway.post(O('complete'), { id: seat.id }, kit.hr, en)).body
    expect(done.result).toMatchObject({ title: 'Seat', doneAt: gateway.ctx.now(), overdue: false, mine: false })
    expect(done.result.doneByName).toBeTruthy()
    expect((await gateway.post(O('complete'), { id: seat.id }, kit.hr, en)).body.code).toBe(411964)
    const open = (await gateway.post(O('checklists'), { open: true, employeeId: hireId }, kit.hr)).body.result.tasks
    expect(open.map((t: any) => t.title)).not.toContain('Seat')
    const all = (await gateway.post(O('checklists'), { employeeId: hireId }, kit.hr)).body.result.tasks
    expect(all).toHaveLength(5)
    // Staff without the function (1105) read no one's checklists.
    expect((await gateway.post(O('checklists'), {}, kit.staff)).body.code).toBe(403001)
  })

  it("shows the hire their welcome page and takes their upload with a document of the task's type and their form with every field", async () => {
    const page = (await gateway.post(O('welcome'), {}, newbie, en)).body.result
    expect(page.name).toBe('Newbie')
    expect(
      page.tasks
        .filter((t: any) => t.mine)
        .map((t: any) => t.title)
        .sort(),
    ).toEqual(['Bank details', 'ID copy'])
    const upload = byTitle(page.tasks, 'ID copy')
    expect(upload).toMatchObject({ kind: 'upload', docType: 'idCopy', docTypeName: 'ID card copy' })
    expect((await gateway.post(O('complete'), { id: upload.id }, newbie, en)).body).toEqual({
      code: 411965,
      msg: 'Upload the document asked for first: it must be on your record with the type of the task',
    })
    const fileId = (await uploadFile(gateway, newbie, 'id.png', PNG)).result.id
    const diploma = await gateway.post('/gateway/ums/web/personalDocument/add', { fileId, typeCode: 'diploma' }, newbie)
    expect(
      (await gateway.post(O('complete'), { id: upload.id, documentId: diploma.body.result.id }, newbie)).body.code,
    ).toBe(411965)
    const fileId2 = (await uploadFile(gateway, newbie, 'id2.png', PNG)).result.id
    const copy = await gateway.post(
      '/gateway/ums/web/personalDocument/add',
      { fileId: fileId2, typeCode: 'idCopy' },
      newbie,
    )
    const uploaded = (await gateway.post(O('complete'), { id: upload.id, documentId: copy.body.result.id }, newbie))
      .body
    expect(uploaded.result).toMatchObject({ documentId: copy.body.result.id, doneByName: 'Newbie' })
    const form = byTitle(page.tasks, 'Bank details')
    const half = await gateway.post(O('complete'), { id: form.id, answers: { Bank: 'ICBC', Account: ' ' } }, newbie, en)
    expect(half.body).toEqual({ code: 411965, msg: 'Fill in “Account”' })
    const filled = await gateway.post(
      O('complete'),
      { id: form.id, answers: { Bank: 'ICBC', Account: '6222 0000' } },
      newbie,
    )
    expect(filled.body.result.answers).toEqual({ Bank: 'ICBC', Account: '6222 0000' })
    // Their account opening told them of their tasks once, linking to the welcome page.
    const welcome = await gateway.ctx.db
      .selectFrom('notify_delivery')
      .select(['link', 'channel'])
      .where('dedupe_key', 'like', `onboarding-welcome:${hireId}:%`)
      .where('channel', '=', 'portal')
      .execute()
    expect(welcome).toEqual([{ link: '/portal/personnel/welcome', channel: 'portal' }])
  })

  it("keeps another tenant from reading, completing or matching this tenant's tasks and templates", async () => {
    const admin2 = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    const laptop = (await tasksOf(gateway, hireId)).find((t) => t.title === 'Laptop')!
    expect((await gateway.post(O('complete'), { id: laptop.id }, admin2)).body.code).toBe(411963)
    expect((await gateway.post(O('checklists'), {}, admin2)).body.result.tasks).toEqual([])
    expect((await gateway.post(O('myTasks'), {}, admin2)).body.result.tasks).toEqual([])
    expect((await gateway.post(O('templates'), {}, admin2)).body.result.templates).toEqual([])
    const template = (await gateway.post(O('templates'), {}, kit.hr)).body.result.templates[0]
    expect((await gateway.post(O('removeTemplate'), { id: template.id }, admin2)).body.code).toBe(411962)
    expect((await gateway.post(O('saveTemplate'), { ...template, tasks: [taskOf('X')] }, admin2)).body.code).toBe(
      411962,
    )
    expect(await tasksOf(gateway, hireId)).toHaveLength(5)
  })
})
