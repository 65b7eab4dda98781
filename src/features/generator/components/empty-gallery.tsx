import { useSetAtom } from 'jotai'
import { draftPromptAtom, pageSourceAtom } from '../state'
import { PROMPT_INPUT_ID } from './generate-form'

const EXAMPLES = [
  'A friendly dragon reading a book',
  'A fire truck in the city',
  'A cat astronaut on the moon',
]

/** A new user's gallery: what will appear here, and a few ideas to start with. */
export function EmptyGallery() {
  const setPrompt = useSetAtom(draftPromptAtom)
  const setSource = useSetAtom(pageSourceAtom)
  function tryExample(example: string) {
    setPrompt(example)
    setSource('prompt')
    // The prompt box may only now be drawn (the photo form was showing): focus it once it is.
    requestAnimationFrame(() => document.getElementById(PROMPT_INPUT_ID)?.focus())
  }
  return (
    <div className="gallery-empty">
      <img src="/icons/icon.svg" alt="" width="72" height="72" />
      <h3>Your first coloring page is one sentence away</h3>
      <p>
        Describe anything you like, pick a style, and press <strong>Generate Coloring Sheet</strong>. Your
        pages stay here, ready to download and print.
      </p>
      <p className="gallery-empty__try" id="gallery-examples">
        Need an idea? Try one of these:
      </p>
      <ul className="gallery-empty__examples" aria-labelledby="gallery-examples">
        {EXAMPLES.map((example) => (
          <li key={example}>
            <button type="button" className="chip" onClick={() => tryExample(example)}>
              {example}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
