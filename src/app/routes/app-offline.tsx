import { useSetAtom } from 'jotai'
import { useMemo } from 'react'
import { signOutAtom } from '../../features/auth/state'
import { deleteColoring } from '../../features/coloring/coloring-store'
import { PROMPT_INPUT_ID } from '../../features/generator/components/generate-form'
import type { GallerySlots } from '../../features/generator/components/page-gallery'
import type { GeneratorHooks } from '../../features/generator/state'
import { draftPromptAtom, limitModalOpenAtom, loadUsageAtom, pagesAtom } from '../../features/generator/state'
import { TeacherPinGate } from '../../features/kiosk/components/teacher-pin-gate'
import { LibraryPanel } from '../../features/offline/components/library-panel'
import { QueuedCards } from '../../features/offline/components/queued-cards'
import { SavedPages } from '../../features/offline/components/saved-pages'
import { keepPageOffline } from '../../features/offline/keep-offline'
import { readFile } from '../../features/offline/library-store'
import { enqueue } from '../../features/offline/queue-store'
import { useQueueReplay } from '../../features/offline/use-queue-replay'
import { PrintActions } from '../../features/print-sets/components/print-actions'
import type { PrintablePage } from '../../features/print-sets/types'
import { fetchPageFile } from '../../lib/page-file'
import { store } from '../store'

// /app composes the generator with the offline feature: pages made or downloaded are kept on the
// device, Generate while offline queues the request, and the queue is sent when the connection returns.

/** The generator's hooks into the offline library and queue, for this user. */
export function useOfflineHooks(userId: string): GeneratorHooks {
  return useMemo(
    () => ({
      queue: async (request, idempotencyKey) => {
        await enqueue({
          id: idempotencyKey,
          userId,
          prompt: request.prompt,
          improve_prompt: request.improvePrompt,
          complexity: request.complexity,
          style: request.style,
          photo: request.photo,
          focus: request.focus,
          worksheet: request.worksheet,
        })
      },
      onPageMade: (page) => void keepPageOffline(userId, page, 'png'),
      onFileDownloaded: (page, format, blob) => keepPageOffline(userId, page, format, blob),
      // The coloring in progress goes with its page.
      onPageDeleted: (id) => deleteColoring(userId, id),
    }),
    [userId],
  )
}

export function offlineGallerySlots(userId: string, top: GallerySlots['top']): GallerySlots {
  const printActions = (picked: { id: string; prompt_raw: string }[]) => (
    <TeacherPinGate>
      {(unlock) => <PrintActions pages={picked.map((page) => printable(userId, page))} unlock={unlock} />}
    </TeacherPinGate>
  )
  return {
    top,
    printActions,
    offline: (retry, queued) => (
      <SavedPages
        userId={userId}
        onRetry={retry}
        onDeleted={(id) => deleteColoring(userId, id)}
        printActions={printActions}
      >
        {queued}
      </SavedPages>
    ),
  }
}

/**
 * A picked page for the class-set and book PDFs, which are made on this device: its PNG from the
 * offline library, else from the server (the page is then kept offline too).
 */
function printable(userId: string, page: { id: string; prompt_raw: string }): PrintablePage {
  return {
    id: page.id,
    title: page.prompt_raw,
    load: async () => {
      const saved = await readFile(userId, page.id, 'png')
      if (saved) return saved
      if (!navigator.onLine)
        throw new Error(`"${page.prompt_raw}" is saved here as a PDF only: print it once online to add it.`)
      return (await fetchPageFile(page.id, 'png')).blob
    },
  }
}

export function OfflineSide({ userId }: { userId: string }) {
  return <LibraryPanel userId={userId} />
}

/**
 * Rendered inside the generator workspace (its store): sends the queue and puts each page made into
 * the grid; shows the queued cards.
 */
export function QueuedGenerations({ userId }: { userId: string }) {
  const setPages = useSetAtom(pagesAtom)
  const openLimit = useSetAtom(limitModalOpenAtom)
  const loadUsage = useSetAtom(loadUsageAtom)
  const setPrompt = useSetAtom(draftPromptAtom)
  const sending = useQueueReplay(userId, {
    onSent: async (page) => {
      setPages((pages) => [page, ...(pages ?? []).filter((p) => p.id !== page.id)])
      void loadUsage()
      // A page still being made (202) has no file yet: the grid shows it in progress until it is ready.
      if (page.status === 'ready') await keepPageOffline(userId, page, 'png')
    },
    onLimit: () => openLimit(true),
  })
  // The session is the app's (outside the workspace store): sign out there, /app then offers sign-in.
  return (
    <QueuedCards
      userId={userId}
      sending={sending}
      onSignIn={() => store.set(signOutAtom)}
      onUseSuggestion={(prompt) => {
        setPrompt(prompt)
        document.getElementById(PROMPT_INPUT_ID)?.focus()
      }}
    />
  )
}
