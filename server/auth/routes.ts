import type { FastifyInstance } from 'fastify';
import { eq, or } from 'drizzle-orm';
import { LoginRequest, RefreshRequest, RegisterRequest } from '../../contracts/auth';
import type { Db } from '../db';
import { users } from '../db/schema';
import { HttpError, parseBody } from '../http/errors';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import type { TokenService } from './tokens';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9_.-]{3,40}$/;

export async function authRoutes(app: FastifyInstance, { db, tokens }: { db: Db; tokens: TokenService }) {
  app.post('/api/auth/register', async (request) => {
    const body = parseBody(RegisterRequest, request.body);
    const email = body.email.trim().toLowerCase();
    const username = body.username.trim();
    if (!email || !username || !body.password) throw new HttpError(400, 'Email, usuario y contraseña son requeridos');
    if (!EMAIL.test(email)) throw new HttpError(400, 'El email no es válido');
    if (!USERNAME.test(username)) throw new HttpError(400, 'El usuario debe tener de 3 a 40 caracteres: letras, números, punto, guion o guion bajo');
    if (body.password.length < 8) throw new HttpError(400, 'La contraseña debe tener al menos 8 caracteres');
    const existing = await db.select({ email: users.email, username: users.username }).from(users)
      .where(or(eq(users.email, email), eq(users.username, username)));
    if (existing.some((u) => u.username.toLowerCase() === username.toLowerCase())) throw new HttpError(409, 'El usuario ya está registrado');
    if (existing.some((u) => u.email === email)) throw new HttpError(409, 'El email ya está registrado');
    const passwordHash = await hashPassword(body.password);
    const inserted = await db.insert(users).values({ email, username, passwordHash }).onConflictDoNothing().returning({ id: users.id });
    if (inserted.length === 0) throw new HttpError(409, 'El usuario o el email ya están registrados');
    return tokens.issue(inserted[0].id);
  });

  app.post('/api/auth/login', async (request) => {
    const body = parseBody(LoginRequest, request.body);
    const username = body.username.trim();
    if (!username || !body.password) throw new HttpError(400, 'Usuario y contraseña son requeridos');
    // Users may sign in with their username or their email.
    const [user] = await db.select().from(users).where(or(eq(users.username, username), eq(users.email, username.toLowerCase())));
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), body.password);
    if (!user || !ok) throw new HttpError(401, 'Usuario o contraseña incorrectos');
    return tokens.issue(user.id);
  });

  app.post('/api/auth/refresh', async (request) => {
    const body = parseBody(RefreshRequest, request.body);
    return tokens.rotate(body.refresh_token);
  });
}
