// The art and type used by the builtin engine, for the /license page. Only licences that allow
// commercial use without share-alike are admitted (OpenMoji, CC BY-SA, is deliberately absent).
// The emoji sets draw most subjects; the outline icon families draw what no emoji shows (a lighthouse, a barn):
// see docs/decisions/0011-engine-outline-icons.md. What neither family holds (a wagon, a hammock) Colorly draws
// itself, outlined the same way (server/engine/art/own-drawings/, docs/decisions/0100-own-drawings.md).
export type EmojiSetId = 'fluent-emoji-flat' | 'noto'
/** The outline icon families read from their npm packages. */
export type IconPackageSetId = 'game-icons' | 'mdi'
/** Every set drawn as outline art: the two families and Colorly's own drawings. */
export type OutlineSetId = IconPackageSetId | 'colorly'
export type ArtSetId = EmojiSetId | OutlineSetId
export const ICON_PACKAGE_SETS: readonly IconPackageSetId[] = ['game-icons', 'mdi']
export const OUTLINE_SETS: readonly ArtSetId[] = [...ICON_PACKAGE_SETS, 'colorly'] satisfies OutlineSetId[]

export type ArtCredit = {
  id: string
  name: string
  author: string
  license: string
  licenseUrl: string
  sourceUrl: string
  npmPackage: string
}

export const ART_SETS: Record<ArtSetId, ArtCredit> = {
  'fluent-emoji-flat': {
    id: 'fluent-emoji-flat',
    name: 'Fluent Emoji (flat)',
    author: 'Microsoft Corporation',
    license: 'MIT',
    licenseUrl: 'https://github.com/microsoft/fluentui-emoji/blob/main/LICENSE',
    sourceUrl: 'https://github.com/microsoft/fluentui-emoji',
    npmPackage: '@iconify-json/fluent-emoji-flat',
  },
  noto: {
    id: 'noto',
    name: 'Noto Emoji',
    author: 'Google Inc.',
    license: 'Apache-2.0',
    licenseUrl: 'https://github.com/googlefonts/noto-emoji/blob/main/svg/LICENSE',
    sourceUrl: 'https://github.com/googlefonts/noto-emoji',
    npmPackage: '@iconify-json/noto',
  },
  'game-icons': {
    id: 'game-icons',
    name: 'Game-icons.net',
    author: 'Lorc, Delapouite and contributors',
    license: 'CC BY 3.0',
    licenseUrl: 'https://creativecommons.org/licenses/by/3.0/',
    sourceUrl: 'https://game-icons.net',
    npmPackage: '@iconify-json/game-icons',
  },
  mdi: {
    id: 'mdi',
    name: 'Material Design Icons',
    author: 'Pictogrammers',
    license: 'Apache-2.0',
    licenseUrl: 'https://github.com/Templarian/MaterialDesign/blob/master/LICENSE',
    sourceUrl: 'https://pictogrammers.com/library/mdi/',
    npmPackage: '@iconify-json/mdi',
  },
  colorly: {
    id: 'colorly',
    name: 'Colorly drawings',
    author: 'Colorly',
    license: 'Own work',
    licenseUrl: '/license',
    sourceUrl: '/license',
    npmPackage: '',
  },
}

export const LETTERING_FONT_CREDIT: ArtCredit = {
  id: 'fredoka',
  name: 'Fredoka',
  author: 'Milena Brandao, Hafontia',
  license: 'OFL-1.1',
  licenseUrl: 'https://openfontlicense.org',
  sourceUrl: 'https://fonts.google.com/specimen/Fredoka',
  npmPackage: '@fontsource/fredoka',
}

/** The names and keywords of the drawings (server/engine/vocabulary/emoji-vocabulary.json is derived from them). */
export const VOCABULARY_CREDITS: ArtCredit[] = [
  {
    id: 'emojibase-data',
    name: 'Emojibase data',
    author: 'Miles Johnson',
    license: 'MIT',
    licenseUrl: 'https://github.com/milesj/emojibase/blob/HEAD/LICENSE',
    sourceUrl: 'https://github.com/milesj/emojibase',
    npmPackage: 'emojibase-data',
  },
  {
    id: 'emojilib',
    name: 'emojilib',
    author: 'Mu-An Chiou',
    license: 'MIT',
    licenseUrl: 'https://github.com/muan/emojilib/blob/HEAD/LICENSE',
    sourceUrl: 'https://github.com/muan/emojilib',
    npmPackage: 'emojilib',
  },
]

/** Everything the /license page should credit. */
export const ENGINE_CREDITS: ArtCredit[] = [
  ART_SETS['fluent-emoji-flat'],
  ART_SETS.noto,
  ART_SETS['game-icons'],
  ART_SETS.mdi,
  ART_SETS.colorly,
  LETTERING_FONT_CREDIT,
  ...VOCABULARY_CREDITS,
]
