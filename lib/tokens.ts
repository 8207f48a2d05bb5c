/**
 * The one shape of the secrets we put in links and cookies (manage, unsubscribe and sign-in links, sessions):
 * 32 random bytes in base64url, 43 characters. Anything else names nothing and is refused before the database
 * is asked. They are made and hashed in tokens.server.ts.
 */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const isTokenShape = (value: string): boolean => TOKEN_SHAPE.test(value);
