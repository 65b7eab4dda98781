// What a person is said to wear, worn by their figure in its own lines where the figure draws it: a cowboy
// hat, a crown, a cap, a Santa hat, a pirate's hat, glasses, a cape, boots, mittens, an apron. The rest (a top hat, a
// scarf, sunglasses of the art) is drawn on the figure where it is worn (worn-props.ts).

import { type Hat, type Outfit, outfitFor } from '../people'
import type { PlanPerson, PlanProp } from '../plan'

const HATS: Record<string, Hat> = {
  'cowboy-hat': 'cowboy',
  crown: 'crown',
  cap: 'cap',
  'billed-cap': 'cap',
  'santa-hat': 'santa',
  'pirate-hat': 'tricorn',
  'chef-hat': 'toque',
  'hard-hat': 'hard-hat',
  'rescue-workers-helmet': 'fire-helmet',
  beret: 'beret',
  headscarf: 'headscarf',
}
const BOOTS = new Set(['rain-boot', 'hiking-boot', 'womans-boot'])

/** Stripes across a torso that a garment with its own bands (a jumper's, a belt) covers. */
const noStripes = (extras: Outfit['extras']) => extras.filter((e) => e !== 'stripes' && e !== 'buttons')

/** The outfit with what the props put on it, and the props it now draws. */
export function wearOnFigure(outfit: Outfit, props: PlanProp[]): { outfit: Outfit; worn: PlanProp[] } {
  const worn: PlanProp[] = []
  let out = outfit
  const extra = (e: Outfit['extras'][number]) => (out.extras.includes(e) ? out.extras : [...out.extras, e])
  for (const prop of props) {
    const hat = Object.hasOwn(HATS, prop.concept) ? HATS[prop.concept] : null
    if (prop.place === 'head' && hat) out = { ...out, hat }
    else if (prop.place === 'eyes' && /glasses$/.test(prop.concept))
      out = { ...out, extras: extra('glasses') }
    else if (prop.concept === 'cape') out = { ...out, extras: extra('cape') }
    else if (prop.place === 'feet' && BOOTS.has(prop.concept)) out = { ...out, shoes: 'boots' }
    else if (prop.concept === 'pajamas')
      out = {
        ...out,
        top: 'shirt',
        sleeves: 'long',
        bottom: 'trousers',
        shoes: 'bare',
        extras: [...out.extras.filter((e) => e !== 'stripes'), 'stripes', 'buttons', 'collar'],
      }
    // A nightgown: long sleeves and a long skirt to the ankles, bare feet.
    else if (/^\*(nightgown|nightie)$/.test(prop.concept))
      out = { ...out, top: 'shirt', sleeves: 'long', bottom: 'gown', shoes: 'bare', extras: extra('buttons') }
    else if (prop.concept === 'skirt') out = { ...out, bottom: 'skirt' }
    // A jumper: long sleeves, a ribbed hem and cuffs, a knitted band across the chest.
    else if (prop.concept === 'sweater')
      out = {
        ...out,
        top: 'shirt',
        sleeves: 'long',
        extras: [...noStripes(out.extras), 'ribbing', 'knit-band'],
      }
    // A cardigan: a jumper open down the front over a shirt, buttoned.
    else if (prop.concept === 'cardigan')
      out = {
        ...out,
        top: 'shirt',
        sleeves: 'long',
        extras: [...noStripes(out.extras), 'ribbing', 'cardigan'],
      }
    // A dressing gown: a long wrap coat belted at the waist, the feet bare.
    else if (prop.concept === 'bathrobe')
      out = {
        ...out,
        top: 'coat',
        sleeves: 'long',
        shoes: 'bare',
        extras: [...noStripes(out.extras), 'wrap', 'belt', 'robe'],
      }
    // A kimono: one long wrapped robe to the ankles, long sleeves, a broad sash at the waist. Never a coat over
    // the figure's own skirt or shorts: a coat to mid thigh over them reads as a coat.
    else if (prop.concept === 'kimono')
      out = {
        ...out,
        top: 'shirt',
        sleeves: 'long',
        bottom: 'gown',
        extras: [...noStripes(out.extras), 'wrap', 'belt'],
      }
    // A sari: a long draped gown to the ankles, the end of its cloth across the chest.
    else if (prop.concept === 'sari')
      out = { ...out, top: 'shirt', bottom: 'gown', extras: [...noStripes(out.extras), 'wrap'] }
    // A kilt: the skirt in its tartan with a sporran; lederhosen: shorts under braces; a dirndl: a dress with its
    // apron; a hanbok: the wrapped long-sleeved jacket over a full skirt to the floor (over trousers on a boy).
    else if (prop.concept === 'kilt') out = { ...out, bottom: 'skirt', extras: extra('kilt') }
    else if (prop.concept === 'lederhosen')
      out = { ...out, bottom: 'shorts', extras: [...noStripes(out.extras), 'bib'] }
    else if (prop.concept === 'dirndl')
      out = { ...out, top: 'shirt', bottom: 'dress', extras: [...noStripes(out.extras), 'apron'] }
    else if (prop.concept === 'hanbok')
      out = {
        ...out,
        top: 'shirt',
        sleeves: 'long',
        bottom: out.bottom === 'trousers' || out.bottom === 'shorts' ? 'trousers' : 'gown',
        extras: [...noStripes(out.extras), 'wrap'],
      }
    else if (prop.concept === 't-shirt') out = { ...out, top: 'shirt' }
    else if (prop.concept === '*curlers') out = { ...out, extras: extra('curlers') }
    else if (prop.concept === '*poppy') out = { ...out, extras: extra('poppy') }
    else if (prop.concept === '*sash') out = { ...out, extras: extra('sash') }
    else if (prop.concept === 'coat' || prop.concept === 'raincoat')
      out = { ...out, top: 'coat', sleeves: 'long' }
    else if (prop.concept === 'necktie') out = { ...out, extras: extra('tie') }
    else if (prop.concept === 'apron') out = { ...out, extras: extra('apron') }
    else if (prop.concept === 'gloves') out = { ...out, gloves: true }
    else if (prop.concept === 'dress') out = { ...out, top: 'shirt', bottom: 'dress' }
    // Jeans, trousers and leggings are the figure's long legs; shorts its short ones.
    else if (prop.concept === 'jeans' || prop.concept === 'leggings') out = { ...out, bottom: 'trousers' }
    else if (prop.concept === 'shorts') out = { ...out, bottom: 'shorts' }
    // A hoodie: long sleeves, a ribbed hem, a pouch pocket across the belly and the hood's two strings.
    else if (prop.concept === 'hoodie')
      out = { ...out, top: 'shirt', sleeves: 'long', extras: [...noStripes(out.extras), 'ribbing', 'hoodie'] }
    // Dungarees: the bib and straps over the shirt, long legs.
    else if (prop.concept === 'overalls')
      out = { ...out, bottom: 'trousers', extras: [...noStripes(out.extras), 'bib'] }
    else if (prop.concept === 'vest') out = { ...out, extras: [...noStripes(out.extras), 'vest'] }
    // A suit: the jacket to the hips with long sleeves, open in a V over the shirt and tie, long trousers.
    else if (prop.concept === 'suit')
      out = {
        ...out,
        top: 'shirt',
        sleeves: 'long',
        bottom: 'trousers',
        shoes: 'shoes',
        extras: [...noStripes(out.extras).filter((e) => e !== 'tie'), 'open-coat', 'tie'],
      }
    // A tracksuit: a zipped top with a ribbed hem and a stripe down each sleeve, long trousers.
    else if (prop.concept === 'tracksuit')
      out = {
        ...out,
        top: 'shirt',
        sleeves: 'long',
        bottom: 'trousers',
        shoes: 'shoes',
        extras: [...noStripes(out.extras), 'zip', 'ribbing', 'side-stripes'],
      }
    // A wetsuit: long sleeves and legs, zipped, in one piece (no stripes, no tie).
    else if (prop.concept === 'wetsuit')
      out = {
        ...out,
        top: 'shirt',
        sleeves: 'long',
        bottom: 'trousers',
        extras: [...noStripes(out.extras), 'zip'],
      }
    // A veil is a bride's: a skirt or a dress under it is the long gown.
    else if (prop.concept === 'veil')
      out = {
        ...out,
        bottom: out.bottom === 'skirt' || out.bottom === 'dress' ? 'gown' : out.bottom,
        extras: extra('veil'),
      }
    else if (prop.concept === 'tutu') out = { ...out, bottom: 'tutu' }
    else if (prop.concept === 'belt') out = { ...out, extras: extra('belt') }
    else if (prop.concept === 'necklace') out = { ...out, extras: extra('necklace') }
    else if (prop.concept === 'earrings') out = { ...out, extras: extra('earrings') }
    else if (prop.concept === 'watch') out = { ...out, extras: extra('watch') }
    else continue
    worn.push(prop)
  }
  return { outfit: out, worn }
}

/** A person's clothes, hair and age: their role's or everyday outfit, a beard, and what the prompt puts on them. */
export function dressedLook(person: PlanPerson, index: number, props: PlanProp[]) {
  let outfit = outfitFor(person.role, person.look, person.age, index)
  if (person.beard) outfit = { ...outfit, extras: [...outfit.extras, 'beard'] }
  const wearing = wearOnFigure(
    outfit,
    props.filter((p) => p.subject === person.subject),
  )
  return { look: { outfit: wearing.outfit, hair: person.hair, age: person.age }, worn: wearing.worn }
}
