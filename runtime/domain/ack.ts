// Calls whose answer is only "done" (codes sent, checks passed, passwords changed). Inside the
// standard envelope the sandbox sends data true (its reply helper's default is null), so only
// those two count: an HTML error page served with 200, or data false, is not a yes.
import * as z from 'zod/mini';

export const ackSchema = z.union([z.literal(true), z.null()]);
export type Ack = z.infer<typeof ackSchema>;

/**
 * POST /logout: the sandbox acks; the auth layer in front of a real backend (server/auth-layer)
 * answers { upstream } instead, saying whether the backend ended the session too.
 */
export const logoutSchema = z.union([z.object({ upstream: z.boolean() }), ackSchema]);
