// The tool a person would insist on seeing with a profession or a job: a nurse taking a temperature holds a
// thermometer, a carpenter sawing a board a saw, a drummer a drum, Santa checking his list a
// scroll, a photographer a camera, a vet bandaging a paw a bandage. The tool is read as a thing of the prompt
// (drawn, or said left out), and the person holds it (held-and-pushed.ts `heldTool`).

/**
 * Words of a job and the drawing of its tool, as `ACTION_TOOLS` in action-tools.ts takes them ('keep': the words
 * stay read, as they name the person or what is worked on).
 */
export const PROFESSION_TOOLS: [RegExp, string | string[], 'keep'?][] = [
  [/\btak(?:e|es|ing) (?:\w+ ){0,3}temperature\b/, 'thermometer', 'keep'],
  // No drawing of a board yet (game-icons' planks break up at page size): the board is said left out.
  [/\bsaw(?:s|ing)? (?:a|an|the|some|two) (?:wooden )?(?:board|plank)s?\b/, ['carpentry saw', 'board']],
  [/\bsaw(?:s|ing)\b/, 'carpentry saw', 'keep'],
  [/\bdrummers?\b|\bplay(?:s|ing)? (?:the |a )?drums?\b/, 'drum', 'keep'],
  [/\b(?:check|read|mak|writ)\w* (?:his|her|the|a|their) (?:\w+ ){0,3}list\b/, 'scroll', 'keep'],
  [/\btak(?:e|es|ing) (?:a |some )?(?:pictures?|photos?|photographs?|snapshots?)\b/, 'camera'],
  [/\bphotographers?\b/, 'camera', 'keep'],
  // A selfie is taken with the phone held up at arm's length: the person holds it, never a page without them.
  [/\btak(?:e|es|ing) (?:a |some )?selfies?\b/, 'mobile phone'],
  // The picture someone paints is the framed picture ("picture" alone stays the page word: "a picture of a dog").
  [
    /\bpaint(?:s|ing)? (?:a|an|the|his|her|its|their|my) (?:\w+ )?(?:picture|painting)s?\b/,
    ['paintbrush', 'framed picture'],
  ],
  [/\bbandag(?:e|es|ing|ed)\b(?= (?:a|an|the|his|her|its|their|my)\b)/, 'bandage'],
  // A fencer is known by the sword (WordNet: fencing is "fighting with swords").
  [/\bfencers?\b/, 'sword', 'keep'],
]

/** Verbs and jobs whose tool is in the person's hands, by the drawing's id. */
export const PROFESSION_TOOL_VERBS: [RegExp, string][] = [
  [/\btemperature\b|\bthermometer\b/, 'thermometer'],
  [/\bsaw(?:s|ing)?\b/, 'carpentry-saw'],
  [/\bdrum(?:s|mer|mers|ming)?\b/, 'drum'],
  [/\blist\b/, 'scroll'],
  // A picture is a camera's only when taken or posed for: a picture glued on or hung up is the picture.
  [
    /\bphotographers?\b|\bcamera\b|\b(?:tak|snap|shoot|pos)\w* (?:for )?(?:\w+ ){0,2}(?:pictures?|photos?)\b(?! (?:albums?|frames?|books?)\b)/,
    'camera',
  ],
  [/\bselfies?\b/, 'mobile-phone'],
  [/\bbandag\w*\b/, 'adhesive-bandage'],
  [
    /\b(?:injections?|vaccines?|vaccinations?|syringes?|injecting|vaccinating)\b|\b(?:giv|get|gett|hav|receiv)(?:ing|es|s|e)? (?:\w+ ){0,3}?(?:a|an|the|his|her|their|its|my|your) (?:flu |first |booster )?(?:shots?|jabs?|boosters?)\b/,
    'syringe',
  ],
  // An archaeologist digging up bones, a gardener digging: the spade in the hands.
  [/\bdig(?:s|ging)?\b/, 'shovel'],
  [/\bpour(?:s|ing)? (?:\w+ ){0,2}tea\b/, 'teapot'],
  [/\bfencers?\b/, 'sword'],
]
