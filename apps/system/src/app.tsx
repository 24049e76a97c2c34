import { useAppPath } from '@hr-portal/bridge/react'
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
import { router } from './shell'
import { isWidgetPath, Widget } from './widgets/widget'
import { StructurePage } from './structure-page'
import { UsersPage } from './users-page'

export function App() {
  const path = useAppPath(router)
  if (isWidgetPath(path)) return <Widget />
  const record = path.match(/^\/users\/(\d+)$/)
  if (record) return <StaffRecordPage id={record[1]} />
  if (path.startsWith('/users')) return <UsersPage />
  if (path.startsWith('/roles')) return <RolesPage />
  if (path.startsWith('/custom-forms')) return <CustomFormsPage />
  if (path.startsWith('/posts')) return <PostsPage />
  if (path.startsWith('/profile')) return <ProfilePage />
  if (path.startsWith('/settings')) return <SettingsPage />
  if (path.startsWith('/apps')) return <AppsPage />
  if (path.startsWith('/developer-mode')) return <DeveloperModePage />
  if (path.startsWith('/notification-deliveries')) return <DeliveriesPage />
  if (path.startsWith('/directory-sync')) return <DirectorySyncPage />
  return <StructurePage />
}
