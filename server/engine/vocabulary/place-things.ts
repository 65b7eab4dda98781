import type { Concept } from './concept-types'

// Things the places prompts name that the emoji art draws under other names (docs/decisions/0082-more-places.md):
// a flag planted on Mars, a tombstone in a graveyard, a potion in the lab, a dolphin's hoop, a koala's eucalyptus.
// Each is labelled by the word a prompt uses, not the emoji's name ("flag", not "triangular flag").
const c = (id: string, label: string, zone: Concept['zone'], aliases: string): Concept => ({
  id,
  label,
  icon: id,
  zone,
  aliases: aliases.split(',').map((a) => a.trim()),
})

export const PLACE_THINGS: Concept[] = [
  // A country's flag is drawn as this plain flag, and the page says so.
  c('triangular-flag', 'flag', 'ground', 'flag,flags,pennant,little flag,~american flag,~us flag,~usa flag'),
  c(
    'headstone',
    'gravestone',
    'ground',
    'tombstone,tombstones,gravestone,gravestones,grave,graves,headstones',
  ),
  c('alembic', 'potion', 'table', 'potion,potions,magic potion,love potion,flask,flasks,beaker,beakers'),
  // A ring a dolphin jumps through: the ring buoy's ring, named as the hoop (WordNet took "hoop" to a skeleton).
  c(
    'ring-buoy',
    'hoop',
    'sky',
    'hoop,hoops,ring buoy,life ring,lifebuoy,life preserver,swim ring,swimming ring,rubber ring,pool ring,inner tube',
  ),
  // A sprig of leaves: the koala's eucalyptus (the emoji's own name, herb, kept).
  c(
    'herb',
    'herb',
    'ground',
    'herbs,eucalyptus,eucalyptus leaves,eucalyptus leaf,eucalyptus branch,gum leaves',
  ),
]
