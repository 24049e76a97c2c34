import { useAppPath } from '@hr-portal/bridge/react'
import { ProfilePage } from './profile-page'
import { RolesPage } from './roles-page'
import { router } from './shell'
import { StructurePage } from './structure-page'
import { UsersPage } from './users-page'

export function App() {
  const path = useAppPath(router)
  if (path.startsWith('/users')) return <UsersPage />
  if (path.startsWith('/roles')) return <RolesPage />
  if (path.startsWith('/profile')) return <ProfilePage />
  return <StructurePage />
}
