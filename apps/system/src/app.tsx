import { RolesPage } from './roles-page'
import { StructurePage } from './structure-page'
import { UsersPage } from './users-page'
import { usePath } from './router'

export function App() {
  const path = usePath()
  if (path.startsWith('/users')) return <UsersPage />
  if (path.startsWith('/roles')) return <RolesPage />
  return <StructurePage />
}
