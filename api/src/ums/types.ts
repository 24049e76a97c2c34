import type { Static } from 'typebox'
import type { leftPerson, someone } from './lookups'
import type { assignee, celebration, loginUser } from './people'
import type { organ } from './organs'
import type { employeeRecord, recordField, recordOptions } from './records'
import type { gangwei, zhilei, zhiwei } from './posts'
import type { organNode, userPage, userRow } from './directory'

// The ums service's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/ums).
export type Organ = Static<typeof organNode>
export type UserRow = Static<typeof userRow>
export type UserPage = Static<typeof userPage>
export type Someone = Static<typeof someone>
export type LeftPerson = Static<typeof leftPerson>
export type Assignee = Static<typeof assignee>
export type LoginUser = Static<typeof loginUser>
export type Celebration = Static<typeof celebration>
export type OrganUnit = Static<typeof organ>
export type PostCategory = Static<typeof zhilei>
export type Post = Static<typeof zhiwei>
export type Position = Static<typeof gangwei>
export type RecordOptions = Static<typeof recordOptions>
export type EmployeeRecord = Static<typeof employeeRecord>
export type RecordField = Static<typeof recordField>
export type FieldValue = EmployeeRecord['values'][string]
