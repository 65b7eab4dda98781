import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'

export const GOOGLE_CLIENT_ID = 'colorly-test.apps.googleusercontent.com'

export type FakeGoogle = {
  jwksUrl: string
  /** Signs an ID token as Google would; override claims or sign with a key Google does not publish. */
  signIdToken: (
    claims?: JWTPayload,
    opts?: { foreignKey?: boolean; expiresAt?: Date; issuedAt?: Date },
  ) => Promise<string>
  close: () => Promise<void>
}

/**
 * Contract fake of Google's ID-token signing: an RS256 key pair, its public JWKS served over HTTP on
 * 127.0.0.1 the way https://www.googleapis.com/oauth2/v3/certs serves it, and a signer.
 */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const kid = 'fake-google-key-1'
  const { publicKey, privateKey } = await generateKeyPair('RS256')
  const foreign = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }

  const server = http.createServer((req, res) => {
    if (req.url !== '/oauth2/v3/certs') {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' })
    res.end(JSON.stringify({ keys: [jwk] }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    async signIdToken(claims = {}, opts = {}) {
      const issuedAt = opts.issuedAt ?? new Date()
      const expiresAt = opts.expiresAt ?? new Date(issuedAt.getTime() + 3600_000)
      return new SignJWT({
        iss: 'https://accounts.google.com',
        aud: GOOGLE_CLIENT_ID,
        sub: '110169484474386276334',
        email: 'google.user@gmail.com',
        email_verified: true,
        iat: Math.floor(issuedAt.getTime() / 1000),
        exp: Math.floor(expiresAt.getTime() / 1000),
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .sign(opts.foreignKey ? foreign.privateKey : privateKey)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
