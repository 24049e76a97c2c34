import { page } from '@hr-portal/kit'
import { AppsPage } from './apps/apps-page'
import { CustomFormsPage } from './custom-forms/custom-forms-page'
import { DeveloperModePage } from './developer-mode/developer-mode-page'
import { DeliveriesPage } from './notify/deliveries-page'
import { DirectorySyncPage } from './directory-sync/directory-sync-page'
import { PostsPage } from './org/posts-page'
import { ProfilePage } from './profile-page'
import { RolesPage } from './roles-page'
import { SettingsPage } from './settings-page'
import { StaffRecordPage } from './staff-record'
import { StructurePage } from './structure-page'
import { TenantAccessPage } from './tenant-access/tenant-access-page'
import { UsersPage } from './users-page'
import { widgetPages } from './widgets/pages'

/** The app's pages and its dashboard widgets. Any other path opens the organisation structure. */
export const pages = [
  page('/structure', () => <StructurePage />),
  ...widgetPages,
  page(/^\/users\/(?<id>\d+)$/, ({ id }) => <StaffRecordPage id={id!} />),
  page(/^\/users/, () => <UsersPage />),
  page(/^\/roles/, () => <RolesPage />),
  page(/^\/custom-forms/, () => <CustomFormsPage />),
  page(/^\/posts/, () => <PostsPage />),
  page(/^\/profile/, () => <ProfilePage />),
  page(/^\/settings/, () => <SettingsPage />),
  page(/^\/apps/, () => <AppsPage />),
  page(/^\/developer-mode/, () => <DeveloperModePage />),
  page(/^\/notification-deliveries/, () => <DeliveriesPage />),
  page(/^\/directory-sync/, () => <DirectorySyncPage />),
  page(/^\/tenant-access/, () => <TenantAccessPage />),
]
