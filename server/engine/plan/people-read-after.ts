// Corrections made to the people reading once it is whole, kept apart from read-people.ts: a baby cradled is
// the one in the arms (held-in-arms.ts), and a person named by two words is not drawn again for the last word
// read alone (person-read-twice.ts).

import { cradledBaby } from './held-in-arms'
import type { PeopleReading } from './people-plan'
import { onceAPerson } from './person-read-twice'

export const peopleReadWhole = (
  text: string,
  subjects: { label: string }[],
  read: PeopleReading | null,
): PeopleReading | null => onceAPerson(subjects, cradledBaby(text, subjects, read))
