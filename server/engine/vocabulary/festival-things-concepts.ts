import type { Concept } from './concept-types'
import { ownConcept } from './outline-concept'

/**
 * Festival things and dishes a child names that nothing else draws (art/own-drawings/festival-things.ts;
 * docs/decisions/0192-festivals-of-the-world.md), by their names, plurals and spellings typed without accents.
 */
export const FESTIVAL_THINGS_CONCEPTS: Concept[] = [
  ownConcept(
    'papier-mache-figure',
    'ground',
    'city',
    'papier mache figure,papier-mache figures,papier mache figures,paper mache figure,paper-mache figure,paper mache figures,papier-mache statue,papier mache statue,papier-mache puppet,papier mache puppet,falla figure,fallas figure,ninot,ninots',
  ),
  ownConcept(
    'waka',
    'surface',
    'sea',
    'wakas,waka canoe,waka canoes,maori canoe,maori canoes,war canoe,war canoes',
  ),
  ownConcept(
    'school-cone',
    'ground',
    'classroom',
    'school cones,schultute,schultutes,schultuete,zuckertute,cone of sweets,cones of sweets,cone of candy,candy cone,sweet cone',
  ),
  ownConcept('yurt', 'ground', 'meadow', 'yurts,ger,gers,mongolian tent,mongolian tents'),
  ownConcept('kilt', 'ground', 'bedroom', 'kilts,tartan kilt,tartan kilts'),
  ownConcept('hanbok', 'ground', 'bedroom', 'hanboks,korean dress,chima jeogori'),
  ownConcept('lederhosen', 'ground', 'bedroom', 'lederhose,leather shorts'),
  ownConcept('dirndl', 'ground', 'bedroom', 'dirndls,dirndl dress,dirndl dresses'),
  ownConcept('paper-boat', 'surface', 'sea', 'paper boats,origami boat,origami boats,paper ship,paper ships'),
  ownConcept('gravy-boat', 'table', 'kitchen', 'gravy boats,gravy,gravy jug,gravy jugs'),
  ownConcept(
    'yorkshire-pudding',
    'table',
    'kitchen',
    'yorkshire puddings,yorkshire pud,yorkshire puds,yorkshires',
  ),
]
