import type { TrialImageResponse } from '../../../shared/contract'
import { api } from '../../lib/api'

/** One free page for a visitor without an account: the PNG as base64, and what it is drawn without. */
export async function requestTrialPage(prompt: string, visitorId: string): Promise<TrialImageResponse> {
  return api<TrialImageResponse>('/api/images/trial/', {
    method: 'POST',
    body: { prompt, visitor_id: visitorId },
    retry: 0,
  })
}

/** Opened as a browser navigation: the server answers the visitor's page as a PNG attachment. */
export function trialDownloadUrl(visitorId: string): string {
  return `/api/images/download_trial/?${new URLSearchParams({ visitor_id: visitorId })}`
}
