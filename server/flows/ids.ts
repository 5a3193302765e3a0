const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a well-formed UUID; anything else is answered 404 before touching the database. */
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);
