// Shared schemas of domain. The acknowledgement: what the sandbox's reply helper sends
// counts, anything else that reaches the schema (an HTML page served with 200, data false) does not.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ok, bare } from '../../server/sandbox/reply';
import { unwrap } from '../../runtime/api/envelope';
import { ack, ackSchema, logoutSchema } from '../../domain/ack';
import { paged } from '../../domain/paged';

const valueOf = (body: unknown) => {
  const u = unwrap(body, true);
  if (!u.ok) throw new Error(u.code);
  return u.value;
};

describe('ackSchema', () => {
  it("accepts the sandbox's acks: data true, and the helper's default null", () => {
    expect(ackSchema.safeParse(valueOf(ok(true).body))).toMatchObject({ success: true, data: true });
    expect(ackSchema.safeParse(valueOf(ok().body))).toMatchObject({ success: true, data: null });
  });

  it('refuses an HTML page that came back as 200', () => {
    const html = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>';
    expect(ackSchema.safeParse(valueOf(bare(html).body)).success).toBe(false);
  });

  it('refuses false and other data', () => {
    for (const v of [false, 'true', 1, {}, [], undefined]) expect(ackSchema.safeParse(v).success).toBe(false);
  });
});

describe("ack (the auth calls): any data, the envelope is the proof (the client's envelope option)", () => {
  it('takes whatever data the success envelope holds as done', () => {
    expect(ack.envelope).toBe(true);
    for (const v of [null, true, false, 'OK', { sent: 1 }, [], undefined]) expect(ack.schema.safeParse(v)).toMatchObject({ success: true, data: true });
  });
});

describe('logoutSchema', () => {
  it("reads the sandbox's ack, the web layer's empty answer and the auth layer's { upstream }", () => {
    expect(logoutSchema.safeParse(valueOf(ok(true).body))).toMatchObject({ success: true, data: true });
    // the family's web layer: an empty text/html body, which the client reads as no value
    expect(logoutSchema.safeParse(undefined)).toMatchObject({ success: true, data: true });
    expect(logoutSchema.safeParse({ upstream: true })).toMatchObject({ success: true, data: true });
    expect(logoutSchema.safeParse({ upstream: false })).toMatchObject({ success: true, data: false });
  });
});

describe('paged', () => {
  const list = paged(z.object({ id: z.string() }));
  const items = [{ id: 'a' }, { id: 'b' }];

  it('reads every shape the backend family pages in as { items, total }', () => {
    expect(list.parse({ results: items, totalSize: 7 })).toEqual({ items, total: 7 });
    expect(list.parse({ data: { results: items, totalSize: 7 } })).toEqual({ items, total: 7 });
    expect(list.parse(items)).toEqual({ items, total: 2 });
  });

  it('refuses a page without its total, or an item without what the screens read', () => {
    expect(list.safeParse({ results: items }).success).toBe(false);
    expect(list.safeParse({ results: [{}], totalSize: 1 }).success).toBe(false);
  });
});
