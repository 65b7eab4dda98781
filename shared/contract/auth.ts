import { z } from 'zod'

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email addresses are at most 254 characters.')
  .pipe(z.email('Enter a valid email address.'))

export const newPasswordField = z
  .string()
  .min(8, 'Password must be at least 8 characters.')
  .max(256, 'Password must be at most 256 characters.')

/** POST /api/auth/register/ */
export const registerRequest = z.object({ email: emailField, password: newPasswordField })
export type RegisterRequest = z.infer<typeof registerRequest>

/** POST /api/auth/login/. No length rule: a wrong password of any length gets the same answer. */
export const loginRequest = z.object({
  email: emailField,
  password: z.string().min(1, 'Enter your password.').max(256, 'Password must be at most 256 characters.'),
})
export type LoginRequest = z.infer<typeof loginRequest>

/** POST /api/auth/google/ */
export const googleSignInRequest = z.object({
  credential: z.string().min(1, 'The Google credential is missing.').max(10_000),
})
export type GoogleSignInRequest = z.infer<typeof googleSignInRequest>

/** POST /api/password-reset/ */
export const passwordResetRequest = z.object({ email: emailField })
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>

/** POST /api/password-reset-confirm/ */
export const passwordResetConfirmRequest = z.object({
  uid: z.string().max(100),
  token: z.string().max(200),
  new_password: newPasswordField,
})
export type PasswordResetConfirmRequest = z.infer<typeof passwordResetConfirmRequest>

/** The answer to both reset calls. */
export const okResponse = z.object({ ok: z.literal(true), message: z.string().optional() })
export type OkResponse = z.infer<typeof okResponse>

export const publicUser = z.object({
  id: z.string(),
  email: z.string(),
  plan: z.string(),
  createdAt: z.string(),
})
export type PublicUser = z.infer<typeof publicUser>

/** The answer to register, login and Google sign-in. */
export const sessionResponse = z.object({ user: publicUser, token: z.string() })
export type SessionResponse = z.infer<typeof sessionResponse>

/** GET /api/auth/me/ */
export const meResponse = z.object({ user: publicUser })
export type MeResponse = z.infer<typeof meResponse>
