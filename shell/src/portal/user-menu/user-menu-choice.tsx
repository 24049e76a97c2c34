import { Menu } from '@ark-ui/react/menu'

export interface Choice {
  value: string
  label: string
  testId: string
  disabled?: boolean
}

/** A labelled group of menu items of which one is checked (role menuitemradio): language, theme, tenant. */
export function UserMenuChoice({
  label,
  value,
  choices,
  onChange,
}: {
  label: string
  value: string
  choices: Choice[]
  onChange: (value: string) => void
}) {
  return (
    <Menu.RadioItemGroup
      className="user-menu-group"
      value={value}
      onValueChange={({ value: next }) => {
        if (next !== value) onChange(next)
      }}
    >
      <Menu.ItemGroupLabel className="user-menu-label">{label}</Menu.ItemGroupLabel>
      {choices.map((choice) => (
        <Menu.RadioItem
          key={choice.value}
          value={choice.value}
          className="hr-menu-item user-menu-item"
          disabled={choice.disabled}
          data-testid={choice.testId}
        >
          <Menu.ItemIndicator className="user-menu-check" aria-hidden="true">
            ✓
          </Menu.ItemIndicator>
          <Menu.ItemText>{choice.label}</Menu.ItemText>
        </Menu.RadioItem>
      ))}
    </Menu.RadioItemGroup>
  )
}
