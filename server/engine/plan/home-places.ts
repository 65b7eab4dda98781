import type { ClassPlace } from './places-by-class'

// Grounds at home and at sport people stand on that no setting draws: the drive a car is washed on, the
// touchline a linesman runs along, the pitch. Read like plan/named-places.ts's own table; each is a '*' piece
// drawn by scenery/place-home-grounds.ts (docs/decisions/0193-home-school-and-sport-things.md).
export const HOME_PLACES: ClassPlace[] = [
  {
    // "on the drive" is the driveway; "a drive in the country", "a drive-in" are not.
    words: [
      'driveway',
      'drive way',
      '(?<=\\b(?:on|in|onto|down|up|along|off|across)\\s+(?:the|a|my|our|his|her|their|its)\\s+)drive(?![\\s-]+(?:in|through|thru)\\b)',
    ],
    concept: '*driveway',
    setting: 'garden',
    subject: 'car',
  },
  {
    words: [
      'touchline',
      'touch line',
      'sideline',
      'side line',
      'football pitch',
      'soccer pitch',
      'hockey pitch',
      'rugby pitch',
      'school pitch',
      // Not "playing field hockey": the game.
      'playing field(?!\\s+hockey)',
      'pitchside',
      '(?<=\\b(?:on|onto|across|round|around|off|along|at)\\s+(?:the|a|their|his|her)\\s+)pitch',
    ],
    concept: '*pitch',
    setting: 'meadow',
    subject: 'soccer-ball',
  },
]
