import { z } from 'zod';

export const LoginRequest = z.object({ username: z.string(), password: z.string() });
export const RegisterRequest = z.object({ email: z.string(), username: z.string(), password: z.string() });
export const RefreshRequest = z.object({ refresh_token: z.string() });

export const TokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer').optional(),
  expires_in: z.number().optional(),
});
export type TokenPair = z.infer<typeof TokenPair>;
