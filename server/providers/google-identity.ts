import type { FastifyBaseLogger } from 'fastify'
import { createRemoteJWKSet, errors, jwtVerify } from 'jose'
import type { Config } from '../config'
import { HttpError, unauthorized } from '../http/errors'

export type GoogleIdentity = { sub: string; email: string; emailVerified: boolean }

export type GoogleVerifier = {
  /** Checks a Google ID token (signature, audience, issuer, expiry) and returns who it names. */
  verify: (credential: string) => Promise<GoogleIdentity>
}

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com']

/** Null when GOOGLE_CLIENT_ID is not set: Google sign-in is then off. */
export function createGoogleVerifier(
  config: Config,
  log: FastifyBaseLogger,
  now: () => Date,
): GoogleVerifier | null {
  const audience = config.googleClientId
  if (!audience) return null
  const jwks = createRemoteJWKSet(new URL(config.googleJwksUrl), { timeoutDuration: 10_000 })
  return {
    async verify(credential) {
      let payload: Record<string, unknown>
      try {
        ;({ payload } = await jwtVerify(credential, jwks, {
          audience,
          issuer: ISSUERS,
          algorithms: ['RS256'],
          currentDate: now(),
          clockTolerance: 30,
          requiredClaims: ['sub', 'exp'],
        }))
      } catch (err) {
        const problem = describeVerifyError(err)
        if (problem.statusCode >= 500) log.warn({ err }, 'Google key set unavailable')
        throw problem
      }
      const { sub, email, email_verified: emailVerified } = payload
      if (typeof sub !== 'string' || typeof email !== 'string') {
        throw unauthorized('The Google sign-in did not include an email address.')
      }
      return { sub, email, emailVerified: emailVerified === true || emailVerified === 'true' }
    },
  }
}

function describeVerifyError(err: unknown): HttpError {
  if (err instanceof errors.JWTExpired)
    return unauthorized('Your Google sign-in has expired. Please try again.')
  if (err instanceof errors.JWTClaimValidationFailed) {
    return unauthorized('This Google sign-in was not issued for Colorly. Please try again.')
  }
  const keySetFailed = err instanceof errors.JWKSTimeout || err instanceof errors.JWKSInvalid
  if (keySetFailed || !(err instanceof errors.JOSEError)) {
    // Google's key set could not be fetched: our side or theirs, not the person's.
    return new HttpError(503, 'Google sign-in is unavailable right now. Please try again later.')
  }
  return unauthorized('The Google sign-in could not be verified. Please try again.')
}
