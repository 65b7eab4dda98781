// The poses of plan/doing-actions.ts, each drawn round its thing by its own file.
import type { ActionContext, Item } from './action-items'
import { driveItems } from './drive-items'
import { phoneItems } from './phone-items'
import { pickItems } from './pick-items'
import { scopeItems } from './scope-items'
import { shouldersItems } from './shoulders-items'
import { throwItems } from './throw-items'

export function doingItems(c: ActionContext): Item[] | null {
  switch (c.action) {
    case 'drive':
      return driveItems(c)
    case 'throw':
      return throwItems(c)
    case 'pick':
      return pickItems(c)
    case 'shoulders':
      return c.persons.length >= 2 ? shouldersItems(c) : null
    case 'phone':
      return phoneItems(c)
    case 'telescope':
      return scopeItems(c)
    default:
      return null
  }
}
