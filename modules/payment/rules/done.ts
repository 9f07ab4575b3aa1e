// What the sources read of a call that only says "done" (charge, withdraw, cards, passwords,
// codes): the envelope's success (tbus server-api.coffee:24-26 process_response, PC
// `if (r.success)`); no source reads data, written null in oauth2/changelog.md:26-34. Sent with
// `envelope: true`, so data null, true or an object is the same yes, and a bare body is none.
import * as z from 'zod/mini';

export const done = z.pipe(
  z.union([z.null(), z.literal(true), z.object({})]),
  z.transform((): true => true),
);
