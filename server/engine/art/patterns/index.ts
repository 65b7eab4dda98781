// Fills for a drawing's large regions on intricate pages: zentangle patterns and hatching.
export { hatchPath } from './hatching'
export { clipPolyline, PATTERN_KINDS, type PatternKind, subjectPattern } from './subject-patterns'
