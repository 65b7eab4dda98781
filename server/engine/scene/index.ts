// A plan composed into a page's SVG: subjects placed, their props, scenery, lettering (figures/ for geometry pages).
export { composeScene } from './compose-scene'
