/** The app's icon when it is one of the shell's own images, else its initial in a badge. */
export function AppBadge({ title, icon }: { title: string; icon: string }) {
  if (icon.startsWith('/') && !icon.startsWith('//')) return <img className="hr-app-badge" src={icon} alt="" />
  return (
    <span className="hr-app-badge" aria-hidden="true">
      {[...title][0] ?? '?'}
    </span>
  )
}
