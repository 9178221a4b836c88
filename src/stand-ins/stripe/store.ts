/** The stand-in's objects by id, Stripe-shaped, with Stripe's list pagination and `expand[]`. */
import { randomBytes } from 'node:crypto';
import { invalidParam, noSuch } from './errors';

export type StripeObject = Record<string, unknown> & { id: string; object: string; created: number };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id like Stripe's: prefix, underscore, 24 random letters and digits. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${out}`;
}

/** What an object's id prefix says it is, for expanding ids. */
const KIND_BY_PREFIX: Record<string, string> = {
  cus: 'customer',
  cs: 'checkout session',
  sub: 'subscription',
  si: 'subscription item',
  price: 'price',
  prod: 'product',
  pm: 'payment method',
  in: 'invoice',
  evt: 'event',
  bps: 'billing portal session',
};

export class ObjectStore {
  private readonly objects = new Map<string, StripeObject>();
  /** Insertion sequence, so lists are newest first even within one second. */
  private readonly order = new Map<string, number>();
  private sequence = 0;

  put<T extends StripeObject>(object: T): T {
    if (!this.order.has(object.id)) this.order.set(object.id, this.sequence++);
    this.objects.set(object.id, object);
    return object;
  }

  get(id: string): StripeObject | undefined {
    return this.objects.get(id);
  }

  /** The object of the given type, or Stripe's 404 `No such …`. */
  require<T extends StripeObject = StripeObject>(type: string, id: string, param = 'id'): T {
    const object = this.objects.get(id);
    if (!object || object.object !== type) {
      const prefix = id.startsWith('cs_') ? 'cs' : id.split('_')[0];
      throw noSuch(KIND_BY_PREFIX[prefix ?? ''] ?? type.replace('.', ' ').replace('_', ' '), id, param);
    }
    return object as T;
  }

  /** All objects of a type, newest first. */
  all<T extends StripeObject = StripeObject>(type: string, filter: (o: T) => boolean = () => true): T[] {
    return [...this.objects.values()]
      .filter((o): o is T => o.object === type && filter(o as T))
      .sort((a, b) => (this.order.get(b.id) ?? 0) - (this.order.get(a.id) ?? 0));
  }

  /** Stripe's list answer for GET …: limit (1-100, default 10), starting_after, ending_before. */
  page<T extends StripeObject>(items: T[], url: string, options: { limit?: number; startingAfter?: string; endingBefore?: string }) {
    const limit = options.limit ?? 10;
    if (limit < 1 || limit > 100) throw invalidParam('limit', 'This value must be between 1 and 100.', 'parameter_invalid_integer');
    let slice = items;
    if (options.startingAfter) {
      const at = items.findIndex((o) => o.id === options.startingAfter);
      if (at < 0) throw noSuch('object', options.startingAfter, 'starting_after');
      slice = items.slice(at + 1);
    } else if (options.endingBefore) {
      const at = items.findIndex((o) => o.id === options.endingBefore);
      if (at < 0) throw noSuch('object', options.endingBefore, 'ending_before');
      slice = items.slice(Math.max(0, at - limit), at);
    }
    return { object: 'list', data: slice.slice(0, limit), has_more: slice.length > limit, url };
  }

  /** A deep copy of an object with the `expand[]` paths (`subscription`, `subscription.default_payment_method`, `data.customer`) replaced by their objects. */
  render(object: unknown, expand: string[] = []): unknown {
    const copy = structuredClone(object);
    for (const path of expand) this.expandPath(copy, path.split('.'), path);
    return copy;
  }

  private expandPath(target: unknown, segments: string[], whole: string): void {
    if (target === null || typeof target !== 'object' || segments.length === 0) return;
    const [head, ...rest] = segments as [string, ...string[]];
    const record = target as Record<string, unknown>;
    if (record.object === 'list' && head === 'data' && Array.isArray(record.data)) {
      for (const item of record.data) this.expandPath(item, rest, whole);
      return;
    }
    if (!(head in record)) throw invalidParam('expand', `This property cannot be expanded (${whole}).`, 'parameter_invalid_string');
    let value = record[head];
    if (typeof value === 'string') {
      const found = this.objects.get(value);
      if (found) {
        value = structuredClone(found);
        record[head] = value;
      }
    }
    if (rest.length > 0) this.expandPath(value, rest, whole);
  }
}
