import { createStore, del, get, set, type UseStore, values } from 'idb-keyval'
import type { QueuedGeneration } from './types'

// Generations asked for while offline, kept in IndexedDB until they are sent (or given up).

let store: UseStore | null = null
const queueStore = () => {
  store ??= createStore('colorly-queue', 'requests')
  return store
}

/** For tests: start over with a fresh connection. */
export function resetQueueConnection(): void {
  store = null
}

type Listener = () => void
const listeners = new Set<Listener>()

/** Called whenever the queue changes in this tab. */
export function onQueueChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const changed = () => {
  for (const listener of listeners) listener()
}

export type NewQueuedGeneration = Omit<QueuedGeneration, 'createdAt' | 'state' | 'message' | 'suggestions'>

export async function enqueue(item: NewQueuedGeneration, now = new Date()): Promise<QueuedGeneration> {
  const queued: QueuedGeneration = { ...item, createdAt: now.toISOString(), state: 'waiting' }
  await set(queued.id, queued, queueStore())
  changed()
  return queued
}

/** This user's queued generations, oldest first. */
export async function listQueue(userId: string): Promise<QueuedGeneration[]> {
  const all = await values<QueuedGeneration>(queueStore())
  return all.filter((q) => q.userId === userId).sort((a, b) => a.createdAt.localeCompare(b.createdAt))
}

export async function markQueued(
  id: string,
  state: QueuedGeneration['state'],
  message?: string,
  suggestions?: string[],
): Promise<void> {
  const item = await get<QueuedGeneration>(id, queueStore())
  if (!item) return
  await set(id, { ...item, state, message, suggestions }, queueStore())
  changed()
}

export async function removeQueued(id: string): Promise<void> {
  await del(id, queueStore())
  changed()
}
