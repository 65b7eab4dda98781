// Facts the legal pages repeat, in one place so the texts agree with each other and with the product.

import { pageOperator } from './operator'

export const LEGAL_UPDATED = 'November 21, 2026'

// Who runs the service: configuration (SUPPORT_EMAIL, COMPANY_NAME, COMPANY_ADDRESS), filled in by the server.
export const OPERATOR = pageOperator()
export const CONTACT_EMAIL = OPERATOR.supportEmail

export const TRIAL_DAYS = 30
export const FREE_PAGES_AFTER_SIGN_UP = 10
export const DATA_RETENTION_DAYS = 30
export const CANCEL_HOURS_BEFORE_RENEWAL = 24
export const ANNUAL_REFUND_DAYS = 30
export const MINIMUM_AGE = 13

// The art and type the builtin engine draws with (server/engine/vocabulary/art-credits.ts).
export const ART_CREDITS = [
  {
    name: 'Fluent Emoji (flat)',
    author: 'Microsoft Corporation',
    license: 'MIT License',
    licenseUrl: 'https://github.com/microsoft/fluentui-emoji/blob/main/LICENSE',
    sourceUrl: 'https://github.com/microsoft/fluentui-emoji',
    use: 'Drawings for Easy pages: large, simple shapes.',
  },
  {
    name: 'Noto Emoji',
    author: 'Google Inc.',
    license: 'Apache License 2.0',
    licenseUrl: 'https://github.com/googlefonts/noto-emoji/blob/main/svg/LICENSE',
    sourceUrl: 'https://github.com/googlefonts/noto-emoji',
    use: 'Drawings with more detail.',
  },
  {
    name: 'Game-icons.net',
    author: 'Lorc, Delapouite and contributors',
    license: 'Creative Commons Attribution 3.0',
    licenseUrl: 'https://creativecommons.org/licenses/by/3.0/',
    sourceUrl: 'https://game-icons.net',
    use: 'Drawings of places, machines, animals and things no emoji shows: a lighthouse, a barn, a seahorse, a velociraptor, a pirate, a first aid kit.',
  },
  {
    name: 'Material Design Icons',
    author: 'Pictogrammers',
    license: 'Apache License 2.0',
    licenseUrl: 'https://github.com/Templarian/MaterialDesign/blob/master/LICENSE',
    sourceUrl: 'https://pictogrammers.com/library/mdi/',
    use: 'Drawings of a few more such subjects: the Eiffel Tower, a dump truck, an excavator, a lamp, a Christmas stocking, a side view of a skateboard.',
  },
  {
    name: 'Colorly drawings',
    author: 'Colorly',
    license: 'Own work',
    licenseUrl: '/license',
    sourceUrl: '/license',
    use: 'Drawings made by Colorly for everyday things no other set shows: a wagon, a hammock, a typewriter, a wind turbine.',
  },
  {
    name: 'Fredoka',
    author: 'Milena Brandão, Hafontia',
    license: 'SIL Open Font License 1.1',
    licenseUrl: 'https://openfontlicense.org',
    sourceUrl: 'https://fonts.google.com/specimen/Fredoka',
    use: 'The typeface of names, greetings and letters drawn as bubble lettering, and of the watermark.',
  },
  {
    name: 'Emojibase data',
    author: 'Miles Johnson',
    license: 'MIT License',
    licenseUrl: 'https://github.com/milesj/emojibase/blob/HEAD/LICENSE',
    sourceUrl: 'https://github.com/milesj/emojibase',
    use: 'The names, groups and keywords by which the page engine finds a drawing for the words of a prompt.',
  },
  {
    name: 'emojilib',
    author: 'Mu-An Chiou',
    license: 'MIT License',
    licenseUrl: 'https://github.com/muan/emojilib/blob/HEAD/LICENSE',
    sourceUrl: 'https://github.com/muan/emojilib',
    use: 'More keywords for the same drawings, kept where a dictionary confirms they name the thing drawn.',
  },
] as const
