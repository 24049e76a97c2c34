import { useT } from './use-t'
import { UserTable } from './user-table'

export function UsersPage() {
  const t = useT()
  return (
    <div className="users">
      <header className="page-head"><h1>{t('users.title')}</h1></header>
      <UserTable organId={null} />
    </div>
  )
}
