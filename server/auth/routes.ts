import type { FastifyInstance } from 'fastify';
import { eq, or, sql } from 'drizzle-orm';
import { ChangePasswordRequest, LoginRequest, LogoutRequest, RefreshRequest, RegisterRequest } from '../../contracts/auth';
import type { AuthConfig } from '../config';
import type { Db } from '../db';
import { users } from '../db/schema';
import { HttpError, parseBody } from '../http/errors';
import { passwordProblem } from './password-policy';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import { requireUser } from './plugin';
import { createAuthThrottle } from './throttle';
import type { TokenService } from './tokens';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9_.-]{3,40}$/;

export const WRONG_CREDENTIALS = 'Usuario o contraseña incorrectos';
export const WRONG_CURRENT_PASSWORD = 'La contraseña actual no es correcta';
export const SAME_PASSWORD = 'La nueva contraseña debe ser distinta de la actual';

export async function authRoutes(app: FastifyInstance, { db, tokens, config }: { db: Db; tokens: TokenService; config: { auth: AuthConfig } }) {
  const throttle = await createAuthThrottle(app, config.auth);

  app.post('/api/auth/register', async (request, reply) => {
    const body = parseBody(RegisterRequest, request.body);
    const email = body.email.trim().toLowerCase();
    const username = body.username.trim();
    if (!email || !username || !body.password) throw new HttpError(400, 'Email, usuario y contraseña son requeridos');
    await throttle.registration(request, reply, email);
    if (!EMAIL.test(email)) throw new HttpError(400, 'El email no es válido');
    if (!USERNAME.test(username)) throw new HttpError(400, 'El usuario debe tener de 3 a 40 caracteres: letras, números, punto, guion o guion bajo');
    const weak = await passwordProblem(body.password, { username, email });
    if (weak) throw new HttpError(400, weak);
    const existing = await db.select({ email: users.email, username: users.username }).from(users)
      .where(or(eq(users.email, email), eq(users.username, username)));
    if (existing.some((u) => u.username.toLowerCase() === username.toLowerCase())) throw new HttpError(409, 'El usuario ya está registrado');
    if (existing.some((u) => u.email === email)) throw new HttpError(409, 'El email ya está registrado');
    const passwordHash = await hashPassword(body.password);
    const inserted = await db.insert(users).values({ email, username, passwordHash }).onConflictDoNothing()
      .returning({ id: users.id, tokenVersion: users.tokenVersion });
    if (inserted.length === 0) throw new HttpError(409, 'El usuario o el email ya están registrados');
    return tokens.issue(inserted[0]);
  });

  app.post('/api/auth/login', async (request, reply) => {
    const body = parseBody(LoginRequest, request.body);
    const name = body.username.trim();
    if (!name || !body.password) throw new HttpError(400, 'Usuario y contraseña son requeridos');
    // Users may sign in with their username or their email.
    const [user] = await db.select().from(users).where(or(eq(users.username, name), eq(users.email, name.toLowerCase())));
    // Counted per user (so username and email share one budget), or per name typed when nobody has it.
    await throttle.passwordAttempt(request, reply, user?.id ?? `name:${name.toLowerCase()}`);
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), body.password);
    if (!user || !ok) throw new HttpError(401, WRONG_CREDENTIALS);
    return tokens.issue(user);
  });

  app.post('/api/auth/refresh', async (request) => {
    const body = parseBody(RefreshRequest, request.body);
    return tokens.rotate(body.refresh_token);
  });

  // Holding the refresh token is enough to end its session: an expired access token must not
  // stop anyone from signing out. Unknown tokens answer 204 as well (nothing to sign out).
  app.post('/api/auth/logout', async (request, reply) => {
    const body = parseBody(LogoutRequest, request.body);
    await tokens.revokeSession(body.refresh_token);
    return reply.status(204).send();
  });

  await app.register(async (signedIn) => {
    requireUser(signedIn, tokens);

    signedIn.post('/api/auth/password', async (request, reply) => {
      const body = parseBody(ChangePasswordRequest, request.body);
      if (!body.current_password || !body.new_password) throw new HttpError(400, 'La contraseña actual y la nueva son requeridas');
      const [user] = await db.select().from(users).where(eq(users.id, request.userId));
      if (!user) throw new HttpError(401, 'No autenticado');
      // The current password is a guess like any sign-in: same budget as the login form.
      await throttle.passwordAttempt(request, reply, user.id);
      if (!(await verifyPassword(user.passwordHash, body.current_password))) throw new HttpError(400, WRONG_CURRENT_PASSWORD);
      if (body.new_password === body.current_password) throw new HttpError(400, SAME_PASSWORD);
      const weak = await passwordProblem(body.new_password, user);
      if (weak) throw new HttpError(400, weak);
      const passwordHash = await hashPassword(body.new_password);
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx.update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, user.id))
          .returning({ id: users.id, tokenVersion: users.tokenVersion });
        await tokens.revokeAllSessions(user.id, tx);
        return row;
      });
      // Every other browser is signed out; this one continues on a fresh session.
      return tokens.issue(updated);
    });
  });
}
