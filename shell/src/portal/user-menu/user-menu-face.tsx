/** What the user menu's button shows, in the menu and its stand-in: the first character as an avatar, the name, a caret. */
export function UserMenuFace({ name }: { name: string }) {
  return (
    <>
      <span className="user-menu-avatar" aria-hidden="true">
        {name.slice(0, 1)}
      </span>
      <span className="user-menu-name" data-testid="current-user">
        {name}
      </span>
      <span className="user-menu-caret" aria-hidden="true">
        ▾
      </span>
    </>
  )
}
