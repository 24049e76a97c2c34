import { route } from '../route'
import {
  Type,
  bool,
  dict,
  id,
  int,
  integer,
  list,
  nullable,
  num,
  objectBody,
  oneOf,
  record,
  str,
  text,
} from '../schema'
import { ONBOARDING, RECORD } from './codes'

/** Who does an onboarding task: a role of the tenant, a named account, the hire's line manager or the hire themself. */
export const ONBOARDING_OWNERS = ['role', 'user', 'manager', 'hire'] as const
/** A task its owner marks done, a personal document the hire uploads, or a form of a few fields the hire fills. */
export const ONBOARDING_KINDS = ['task', 'upload', 'form'] as const
/** What a template applies to: every hire, hires of a department (and the units below it), or of a position. */
export const ONBOARDING_SCOPES = ['company', 'organ', 'gangwei'] as const
/** The earliest and latest due offset of a task, in days from the entry date. */
export const MIN_OFFSET_DAYS = -90
export const MAX_OFFSET_DAYS = 365

/** One task of a template as HR writes it. */
export const templateTask = record({
  title: text(100),
  description: text(1000),
  ownerType: oneOf(ONBOARDING_OWNERS),
  /** The role's or the account's id (role and user owners only). */
  ownerId: nullable(id()),
  offsetDays: int(-100_000, 100_000),
  kind: oneOf(ONBOARDING_KINDS),
  /** The personal document type an upload task asks for (the tenant's documentType dictionary). */
  docType: nullable(text(40)),
  /** The labels of a form task's fields. */
  fields: Type.Array(text(50), { maxItems: 10 }),
})

/** A checklist template with its tasks, and the name of what it applies to. */
export const onboardingTemplate = record({
  id: str(),
  name: str(),
  scope: oneOf(ONBOARDING_SCOPES),
  scopeId: nullable(integer()),
  scopeName: str(),
  tasks: list(record({ ...templateTask.properties, id: str(), ownerName: str() })),
  updatedAt: num(),
})

/** A hire's onboarding task as its owner, HR or the hire sees it. */
export const onboardingTask = record({
  id: str(),
  employeeId: integer(),
  employeeName: str(),
  entryDate: str(),
  title: str(),
  description: str(),
  ownerType: oneOf(ONBOARDING_OWNERS),
  ownerName: str(),
  kind: oneOf(ONBOARDING_KINDS),
  docType: nullable(str()),
  docTypeName: nullable(str()),
  fields: list(str()),
  dueOn: str(),
  overdue: bool(),
  doneAt: nullable(num()),
  doneByName: nullable(str()),
  documentId: nullable(str()),
  answers: dict(str()),
  /** Whether the caller may mark it done. */
  mine: bool(),
})

const named = record({ id: integer(), name: str() })
const TENANT = "the session tenant's templates and hires (services/personnel/onboarding/onboarding-routes.test.ts)"
const OWNED =
  'tasks of the session tenant the caller owns, or of their own record (services/personnel/onboarding/onboarding-routes.test.ts)'

/** Onboarding checklists: HR's templates (function 1105), every owner's tasks and the new hire's welcome page. */
export const onboarding = {
  templates: route({
    method: 'POST',
    path: '/ums/web/onboarding/templates',
    body: objectBody({}),
    result: record({
      templates: list(onboardingTemplate),
      roles: list(named),
      accounts: list(named),
      organs: list(named),
      positions: list(named),
      documentTypes: list(record({ code: str(), name: str() })),
    }),
    errors: [],
    tenant: TENANT,
    summary:
      'The tenant’s checklist templates, with the roles, accounts, departments, positions and document types to choose from (function 1105).',
  }),
  saveTemplate: route({
    method: 'POST',
    path: '/ums/web/onboarding/saveTemplate',
    body: objectBody(
      {
        id: text(36),
        name: text(100),
        scope: oneOf(ONBOARDING_SCOPES),
        scopeId: nullable(id()),
        tasks: Type.Array(templateTask, { maxItems: 50 }),
      },
      ['name', 'scope', 'tasks'],
    ),
    result: onboardingTemplate,
    errors: [ONBOARDING.badTemplate, ONBOARDING.templateNotFound],
    tenant: TENANT,
    summary:
      'Creates a template (no id) or replaces one, with its tasks (function 1105). Hires made later get its tasks.',
  }),
  removeTemplate: route({
    method: 'POST',
    path: '/ums/web/onboarding/removeTemplate',
    body: objectBody({ id: text(36, 1) }, ['id']),
    result: record({ removed: integer() }),
    errors: [ONBOARDING.templateNotFound],
    tenant: TENANT,
    summary: 'Removes a template; the tasks hires already got stay (function 1105).',
  }),
  checklists: route({
    method: 'POST',
    path: '/ums/web/onboarding/checklists',
    body: objectBody({ open: bool(), employeeId: id() }),
    result: record({ tasks: list(onboardingTask) }),
    errors: [],
    tenant: TENANT,
    summary: "Hires' onboarding tasks in the caller's data range, the open ones only when asked (function 1105).",
  }),
  myTasks: route({
    method: 'POST',
    path: '/ums/web/onboarding/myTasks',
    body: objectBody({ open: bool() }),
    result: record({ tasks: list(onboardingTask) }),
    errors: [],
    tenant: OWNED,
    summary: 'The onboarding tasks the caller owns (by role, by name or as line manager), for anyone signed in.',
  }),
  welcome: route({
    method: 'POST',
    path: '/ums/web/onboarding/welcome',
    body: objectBody({}),
    result: record({ name: str(), entryDate: nullable(str()), tasks: list(onboardingTask) }),
    errors: [],
    tenant: OWNED,
    summary: "The caller's own onboarding checklist as a new hire (their tasks and the others'), for anyone signed in.",
  }),
  complete: route({
    method: 'POST',
    path: '/ums/web/onboarding/complete',
    body: objectBody({ id: text(36, 1), documentId: text(36, 1), answers: dict(text(500)) }, ['id']),
    result: onboardingTask,
    errors: [ONBOARDING.taskNotFound, ONBOARDING.alreadyDone, ONBOARDING.badCompletion, RECORD.notFound],
    tenant: OWNED,
    summary:
      'Marks a task done by its owner (who and when): an upload task with a personal document of its type on the hire’s record, a form task with every field filled.',
  }),
}
