import { Provider, useAtomValue, useSetAtom } from 'jotai'
import { type ReactNode, useEffect, useRef } from 'react'
import { useDocumentTitle } from '../../../components/use-document-title'
import { type GeneratorHooks, hooksAtom, loadPagesAtom, usageAtom } from '../state'
import './generator-workspace.css'
import { GenerateForm } from './generate-form'
import { GenerationStatus } from './generation-status'
import { LimitModal } from './limit-modal'
import { type GallerySlots, PageGallery } from './page-gallery'
import { UsagePanel } from './usage-panel'

type Props = {
  /** Shown in the usage panel. */
  email?: string
  /** Put the focus on the page heading on arrival (right after signing in on this page). */
  focusHeading?: boolean
  /** What the route plugs in from other features: the offline queue and library. */
  hooks?: GeneratorHooks
  /** Extra panels under the usage panel (saved pages, install). */
  side?: ReactNode
  /** Rendered inside the workspace (its store), e.g. to send queued pages into its grid. */
  children?: ReactNode
  gallery?: GallerySlots
}

/**
 * The /app generator workspace for the signed-in user. It keeps its state in a store of its own:
 * mounted per user (key it by the user's id), it never shows someone else's pages.
 */
export function GeneratorWorkspace(props: Props) {
  return (
    <Provider>
      <Workspace {...props} />
    </Provider>
  )
}

function Workspace({ email, focusHeading, hooks, side, children, gallery }: Props) {
  useDocumentTitle('Create a Coloring Page')
  const setHooks = useSetAtom(hooksAtom)
  useEffect(() => setHooks(hooks ?? {}), [hooks, setHooks])
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusHeading) heading.current?.focus()
  }, [focusHeading])
  useFollowOtherDevices()

  return (
    <div className="workspace">
      <header className="workspace__intro">
        <h1 ref={heading} tabIndex={-1}>
          Create a Coloring Page
        </h1>
        <p>Describe anything, choose how it should look, and print it in seconds.</p>
      </header>
      <div className="workspace__side">
        <div className="panel">
          <GenerateForm />
        </div>
        <UsagePanel email={email} />
        {side}
      </div>
      <div className="workspace__main">
        <PageGallery slots={gallery} />
      </div>
      {children}
      <GenerationStatus />
      <LimitModal />
    </div>
  )
}

/** A page made in another tab or on another device shows up here too: usage counts it first. */
function useFollowOtherDevices() {
  const generated = useAtomValue(usageAtom)?.images_generated
  const loadPages = useSetAtom(loadPagesAtom)
  const seen = useRef<number | undefined>(undefined)
  useEffect(() => {
    if (generated === undefined) return
    if (seen.current !== undefined && generated > seen.current) void loadPages()
    seen.current = generated
  }, [generated, loadPages])
}
