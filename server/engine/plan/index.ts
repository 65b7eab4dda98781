// A prompt read into a plan: its subjects, setting, lettering or figure, or a refusal with suggestions.

export { covers } from './action-objects'
export { isAnimalThing, PULLED_ON } from './animal-on-person'
export { faceAct, HEAD_PARTS, onABoard, STRIKER } from './body-acts'
export { DRIVEN_ON, TREE_FRUIT } from './doing-actions'
export { laidFlat } from './ground-room'
export { type HandAction, handActionOf } from './hand-actions'
export { workedInHands } from './hands-at-work'
export { holdable, PUSHED } from './held-and-pushed'
export { FLAT_HOLDERS } from './holders-room'
export { madeAnimalLabel } from './made-animals'
export { describeSubjects, makePlan } from './make-plan'
export { findNamedCharacter } from './named-characters'
export type { Age, Hair, PeopleAction, PlanPeople, PlanPerson, RoleId } from './people-plan'
export type {
  AnimalPose,
  Complexity,
  Plan,
  PlanFigure,
  PlanInput,
  PlanProp,
  PlanRefusal,
  PlanRelation,
  PlanSubject,
  SceneName,
  ShapeName,
  Style,
  SubjectRelation,
} from './plan'
export { asksForFace } from './portrait-or-person'
export { MAX_COUNT, MAX_RANGE, NUMBER_WORDS, readFigure } from './read-figure'
export { isAnimalConcept, raisedVoice } from './verb-classes'
