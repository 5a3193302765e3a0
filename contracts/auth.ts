import { z } from 'zod';

export const LoginRequest = z.object({ username: z.string(), password: z.string() });
export const RegisterRequest = z.object({ email: z.string(), username: z.string(), password: z.string() });
export const RefreshRequest = z.object({ refresh_token: z.string() });
/** POST /api/auth/logout: the session (refresh family) of this token is signed out. */
export const LogoutRequest = z.object({ refresh_token: z.string() });
/** POST /api/auth/password: answers a fresh TokenPair; every other session is signed out. */
export const ChangePasswordRequest = z.object({ current_password: z.string(), new_password: z.string() });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const TokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer').optional(),
  expires_in: z.number().optional(),
});
export type TokenPair = z.infer<typeof TokenPair>;
