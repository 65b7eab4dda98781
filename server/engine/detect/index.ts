// Things found in a photo by vendored models (models/): animals and faces.
export { type AnimalBox, DETECTOR_SIDE, findAnimals } from './find-animals'
export { FACE_DETECTOR_SIDE, type Face, facesIn, findFaces } from './find-faces'
