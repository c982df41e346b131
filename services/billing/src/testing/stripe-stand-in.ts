import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the stand-in received, its form body flattened as Stripe sends it (`line_items[0][price]`). */
interface StandInRequest {
  method: string;
  path: string;
  body: Record<string, string>;
  idempotencyKey: string | undefined;
}

/** A subscription the stand-in knows, in the shape Stripe's API returns it. */
export interface StandInSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  created: number;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  trial_end?: number | null;
  /** Set while payment collection is paused, as Stripe shows it; null (or absent) otherwise. */
  pause_collection?: { behavior: string; resumes_at: number | null } | null;
  items: { object: 'list'; data: { id: string; current_period_end: number }[] };
  metadata: Record<string, string>;
}

export interface StripeStandIn {
  /** `http://127.0.0.1:<port>`: give it to the billing service as STRIPE_API_URL. */
  url: string;
  requests: StandInRequest[];
  subscriptions: Map<string, StandInSubscription>;
  /**
   * Plays Stripe reaching a pause's `resumes_at`: clears `pause_collection` and sends
   * `customer.subscription.updated`, as Stripe does by itself.
   */
  reachPauseEnd(subscriptionId: string): Promise<void>;
  /** The next calls answer `status` with a Stripe error (and a "do not retry" header). */
  failNext(count?: number, status?: number): void;
  /** Events made from now on wait, dated when made, until `releaseHeldEvents` (webhooks can come late). */
  holdEvents(): void;
  /** Delivers the held events in the order they were made, and sends later ones at once again. */
  releaseHeldEvents(): Promise<void>;
  /** Runs `action` when the next call arrives, before it is answered (an event arriving meanwhile). */
  beforeNextAnswer(action: () => Promise<void>): void;
  /**
   * Resolves once every event sent so far has been answered. An event goes out after the call that caused
   * it was answered, so a test clearing the database must wait for it, or it lands in the next test.
   */
  eventsDelivered(): Promise<void>;
  close(): Promise<void>;
}

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json',
    // The SDK retries some failures on its own; a test failure should be final at once.
    'stripe-should-retry': 'false',
  });
  response.end(JSON.stringify(body));
}

/** An event Stripe would send after a change, dated in whole seconds as Stripe dates them. */
interface StandInEvent {
  type: string;
  created: number;
  object: StandInSubscription;
}

/** Where the stand-in sends its events (the harness signs and posts them). */
type EventSink = (event: StandInEvent) => Promise<void>;

type EventSender = (event: Omit<StandInEvent, 'created'>) => Promise<void>;

const stripeError = (message: string) => ({ error: { type: 'invalid_request_error', message } });
const pauseBehaviors = new Set(['keep_as_draft', 'mark_uncollectible', 'void']);

/**
 * An update's effect on a subscription, as Stripe's API applies it, or the error Stripe answers. An empty
 * `pause_collection` unsets it; otherwise `behavior` is required and `resumes_at` must lie ahead.
 */
function updatedSubscription(
  subscription: StandInSubscription,
  body: Record<string, string>,
): StandInSubscription | { error: string } {
  const updated = { ...subscription };
  if (body.cancel_at_period_end !== undefined) {
    const cancelling = body.cancel_at_period_end === 'true';
    updated.cancel_at_period_end = cancelling;
    updated.canceled_at = cancelling ? Math.floor(Date.now() / 1000) : null;
  }
  if (body.pause_collection === '') updated.pause_collection = null;
  const behavior = body['pause_collection[behavior]'];
  const resumesAt = body['pause_collection[resumes_at]'];
  if (behavior !== undefined || resumesAt !== undefined) {
    if (!behavior || !pauseBehaviors.has(behavior)) return { error: 'Invalid pause_collection[behavior]' };
    const resumes = resumesAt === undefined ? null : Number(resumesAt);
    if (resumes !== null && !(resumes > Date.now() / 1000)) {
      return { error: 'pause_collection[resumes_at] must be in the future' };
    }
    updated.pause_collection = { behavior, resumes_at: resumes };
  }
  return updated;
}

/** What answering one call may use: a number for the ids it makes, the subscriptions, the event sink. */
interface AnswerContext {
  serial: number;
  subscriptions: Map<string, StandInSubscription>;
  sendEvent: EventSender | undefined;
}

/** Answers one call as Stripe's API would: creates customers and Checkout Sessions, reads and changes subscriptions. */
async function answer(
  { method, path, body }: StandInRequest,
  response: ServerResponse,
  { serial, subscriptions, sendEvent }: AnswerContext,
): Promise<void> {
  const subscriptionMatch = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
  const subscription = subscriptionMatch ? subscriptions.get(subscriptionMatch[1] ?? '') : undefined;
  if (method === 'POST' && path === '/v1/customers') {
    send(response, 200, { id: `cus_standin_${serial}`, object: 'customer', email: body.email ?? null });
  } else if (method === 'POST' && path === '/v1/checkout/sessions') {
    const id = `cs_test_standin_${serial}`;
    send(response, 200, {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${id}`,
    });
  } else if (subscriptionMatch && ['GET', 'POST', 'DELETE'].includes(method) && !subscription) {
    send(response, 404, stripeError('No such subscription'));
  } else if (method === 'GET' && subscription) {
    send(response, 200, subscription);
  } else if (method === 'POST' && subscription) {
    const updated = updatedSubscription(subscription, body);
    if ('error' in updated) {
      send(response, 400, stripeError(updated.error));
      return;
    }
    subscriptions.set(updated.id, updated);
    send(response, 200, updated);
    await sendEvent?.({ type: 'customer.subscription.updated', object: updated }).catch(() => undefined);
  } else if (method === 'DELETE' && subscription) {
    const canceled: StandInSubscription = { ...subscription, status: 'canceled' };
    subscriptions.set(canceled.id, canceled);
    send(response, 200, canceled);
  } else {
    send(response, 404, stripeError(`Unrecognized ${path}`));
  }
}

/**
 * A small local stand-in of the Stripe API endpoints billing calls (customers, Checkout Sessions,
 * subscription reads and updates), so the real SDK can be exercised without the network. Given a sink, it
 * sends `customer.subscription.updated` after each change, as Stripe does.
 */
export async function startStripeStandIn(sink?: EventSink): Promise<StripeStandIn> {
  const deliveries = new Set<Promise<void>>();
  let held: StandInEvent[] | null = null;
  const deliver = (event: StandInEvent) => {
    if (!sink) return Promise.resolve();
    const delivery = sink(event).finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
    return delivery;
  };
  const sendEvent: EventSender | undefined =
    sink &&
    ((event) => {
      const dated = { ...event, created: Math.floor(Date.now() / 1000) };
      if (held === null) return deliver(dated);
      held.push(dated);
      return Promise.resolve();
    });
  let beforeAnswer: (() => Promise<void>) | undefined;
  const requests: StandInRequest[] = [];
  const subscriptions = new Map<string, StandInSubscription>();
  let failures: { remaining: number; status: number } = { remaining: 0, status: 500 };
  let counter = 0;

  const server = createServer(async (request, response) => {
    const call: StandInRequest = {
      method: request.method ?? 'GET',
      path: new URL(request.url ?? '/', 'http://stand-in').pathname,
      body: await readForm(request),
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
    };
    requests.push(call);
    if (failures.remaining > 0) {
      failures.remaining -= 1;
      send(response, failures.status, { error: { type: 'api_error', message: 'Stand-in failure' } });
      return;
    }
    counter += 1;
    const action = beforeAnswer;
    beforeAnswer = undefined;
    await action?.();
    await answer(call, response, { serial: counter, subscriptions, sendEvent });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    async reachPauseEnd(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription?.pause_collection) throw new Error(`${subscriptionId} is not paused`);
      const resumed = { ...subscription, pause_collection: null };
      subscriptions.set(subscriptionId, resumed);
      await sendEvent?.({ type: 'customer.subscription.updated', object: resumed });
    },
    failNext(count = 1, status = 500) {
      failures = { remaining: count, status };
    },
    holdEvents() {
      held ??= [];
    },
    async releaseHeldEvents() {
      const waiting = held ?? [];
      held = null;
      for (const event of waiting) await deliver(event);
    },
    beforeNextAnswer(action) {
      beforeAnswer = action;
    },
    async eventsDelivered() {
      await Promise.allSettled([...deliveries]);
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
