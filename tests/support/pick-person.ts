import type { Locator } from '@playwright/test'

/** Chooses a person in a people picker (the fieldset named `legend`): searched by `keyword`, added by `name`. */
export async function pickPerson(scope: Locator, legend: string, keyword: string, name: string) {
  const picker = scope.getByRole('group', { name: legend })
  await picker.getByTestId('person-keyword').fill(keyword)
  await picker.getByTestId('person-keyword').press('Enter')
  await picker.getByRole('button', { name: new RegExp(`^(添加${name}|Add ${name})( |$)`) }).click()
  await picker.getByRole('list', { name: legend }).getByText(name).waitFor()
}
