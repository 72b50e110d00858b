/** The relay's routing: subscriptions per connection, publishing into the mailbox, delivery as
 * `irn_subscription` with acks. Transport-free so the protocol can be reasoned about (and tested) alone. */
import { createHash } from 'node:crypto';
import { Mailbox, type MailboxLimits, type StoredMessage } from './mailbox';
import { idKey, requestFrame, type RpcRequest } from './wire';

export interface Connection {
  /** did:key of the client, from its auth token */
  clientId: string;
  send(text: string): void;
  topics: Set<string>;
  /** messages sent on this connection and not yet acknowledged, by the subscription request's id */
  inflight: Map<string, { topic: string; key: string }>;
  /** message keys sent on this connection (never twice on one socket) */
  sent: Set<string>;
}

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** A proposal and its answer are short-lived; these are the tags the 2.x clients use for them. */
const TAG = { proposal: 1100, proposalResponse: 1101, settle: 1102 } as const;
const DEFAULT_TTL_SECONDS = 300;
const MAX_TOPIC_LENGTH = 128;

const str = (params: Record<string, unknown>, name: string, max = Infinity): string => {
  const value = params[name];
  if (typeof value !== 'string' || value.length === 0 || value.length > max) throw new RpcError(-32602, `Invalid params: ${name}`);
  return value;
};
const ttlOf = (params: Record<string, unknown>): number => (typeof params.ttl === 'number' && params.ttl > 0 ? params.ttl : DEFAULT_TTL_SECONDS);
const tagOf = (params: Record<string, unknown>, fallback = 0): number => (typeof params.tag === 'number' ? params.tag : fallback);
const attestationOf = (params: Record<string, unknown>): string | undefined =>
  typeof params.attestation === 'string' && params.attestation ? params.attestation : undefined;

/** What the client computes for itself: sha256(topic + clientId), hex. */
const subscriptionId = (topic: string, clientId: string): string => createHash('sha256').update(topic + clientId).digest('hex');

export class Hub {
  readonly mailbox: Mailbox;
  private readonly subscribers = new Map<string, Set<Connection>>();
  private counter = 0n;

  constructor(private readonly now: () => number, limits?: MailboxLimits) {
    this.mailbox = new Mailbox(now, limits);
  }

  detach(conn: Connection): void {
    for (const topic of conn.topics) this.removeSubscriber(topic, conn);
    conn.topics.clear();
    conn.inflight.clear();
  }

  /** Answers one request; throws RpcError for a bad one. */
  handle(conn: Connection, request: RpcRequest): unknown {
    const p = request.params;
    switch (request.method) {
      case 'irn_subscribe':
        return this.subscribe(conn, str(p, 'topic', MAX_TOPIC_LENGTH));
      case 'irn_batchSubscribe':
        return this.topicList(p, 'topics').map((topic) => this.subscribe(conn, topic));
      case 'irn_unsubscribe':
        this.unsubscribe(conn, str(p, 'topic', MAX_TOPIC_LENGTH));
        return true;
      case 'irn_batchUnsubscribe': {
        const subs = p.subscriptions;
        if (!Array.isArray(subs)) throw new RpcError(-32602, 'Invalid params: subscriptions');
        for (const sub of subs) this.unsubscribe(conn, str((sub ?? {}) as Record<string, unknown>, 'topic', MAX_TOPIC_LENGTH));
        return true;
      }
      case 'irn_publish':
        this.publishParams(conn, p);
        return true;
      case 'irn_batchPublish': {
        const messages = p.messages;
        if (!Array.isArray(messages)) throw new RpcError(-32602, 'Invalid params: messages');
        for (const m of messages) this.publishParams(conn, (m ?? {}) as Record<string, unknown>);
        return true;
      }
      case 'irn_batchFetchMessages':
        return { messages: this.topicList(p, 'topics').flatMap((topic) => this.undelivered(conn, topic).map(toEvent)), hasMore: false };
      case 'wc_proposeSession': {
        // Clients since ~2.21 send no irn_subscribe for the pairing topic: proposing subscribes them.
        const pairingTopic = str(p, 'pairingTopic', MAX_TOPIC_LENGTH);
        this.subscribe(conn, pairingTopic);
        this.publish(conn, { topic: pairingTopic, message: str(p, 'sessionProposal'), ttl: ttlOf(p), tag: TAG.proposal, attestation: attestationOf(p) });
        return true;
      }
      case 'wc_approveSession': {
        // The wallet answers on the pairing topic and settles on the new session topic, which it now listens on.
        const pairingTopic = str(p, 'pairingTopic', MAX_TOPIC_LENGTH);
        const sessionTopic = str(p, 'sessionTopic', MAX_TOPIC_LENGTH);
        this.subscribe(conn, sessionTopic);
        this.publish(conn, { topic: pairingTopic, message: str(p, 'sessionProposalResponse'), ttl: ttlOf(p), tag: TAG.proposalResponse });
        this.publish(conn, { topic: sessionTopic, message: str(p, 'sessionSettlementRequest'), ttl: ttlOf(p), tag: TAG.settle });
        return true;
      }
      default:
        throw new RpcError(-32601, `Method not found: ${request.method}`);
    }
  }

  /** The client acknowledged an `irn_subscription`: it is never sent to this client again. */
  acknowledge(conn: Connection, id: string): void {
    const entry = conn.inflight.get(id);
    if (!entry) return;
    conn.inflight.delete(id);
    this.mailbox.find(entry.topic, entry.key)?.ackedBy.add(conn.clientId);
    conn.sent.delete(entry.key);
  }

  private topicList(params: Record<string, unknown>, name: string): string[] {
    const topics = params[name];
    if (!Array.isArray(topics) || !topics.every((t) => typeof t === 'string' && t.length > 0 && t.length <= MAX_TOPIC_LENGTH)) {
      throw new RpcError(-32602, `Invalid params: ${name}`);
    }
    return topics as string[];
  }

  private subscribe(conn: Connection, topic: string): string {
    conn.topics.add(topic);
    let set = this.subscribers.get(topic);
    if (!set) this.subscribers.set(topic, (set = new Set()));
    set.add(conn);
    // Late subscriber: hand over what is waiting for it. Deferred so the subscribe result goes out first.
    queueMicrotask(() => {
      if (conn.topics.has(topic)) for (const m of this.undelivered(conn, topic)) this.deliver(conn, m);
    });
    return subscriptionId(topic, conn.clientId);
  }

  private unsubscribe(conn: Connection, topic: string): void {
    conn.topics.delete(topic);
    this.removeSubscriber(topic, conn);
  }

  private removeSubscriber(topic: string, conn: Connection): void {
    const set = this.subscribers.get(topic);
    set?.delete(conn);
    if (set?.size === 0) this.subscribers.delete(topic);
  }

  private publishParams(conn: Connection, p: Record<string, unknown>): void {
    this.publish(conn, { topic: str(p, 'topic', MAX_TOPIC_LENGTH), message: str(p, 'message'), ttl: ttlOf(p), tag: tagOf(p), attestation: attestationOf(p) });
  }

  private publish(conn: Connection, m: { topic: string; message: string; ttl: number; tag: number; attestation?: string | undefined }): void {
    const { stored } = this.mailbox.put({ topic: m.topic, message: m.message, ttlSeconds: m.ttl, tag: m.tag, attestation: m.attestation, publisher: conn.clientId });
    for (const sub of this.subscribers.get(m.topic) ?? []) this.deliver(sub, stored);
  }

  private undelivered(conn: Connection, topic: string): StoredMessage[] {
    return this.mailbox.messages(topic).filter((m) => m.publisher !== conn.clientId && !m.ackedBy.has(conn.clientId) && !conn.sent.has(m.key));
  }

  private deliver(conn: Connection, m: StoredMessage): void {
    if (m.publisher === conn.clientId || m.ackedBy.has(conn.clientId) || conn.sent.has(m.key)) return;
    const id = this.nextId();
    conn.sent.add(m.key);
    conn.inflight.set(idKey(id), { topic: m.topic, key: m.key });
    conn.send(requestFrame(id, 'irn_subscription', { id: subscriptionId(m.topic, conn.clientId), data: toEvent(m) }));
  }

  /** 19-digit ids like the real relay's: milliseconds × 10⁶ plus a counter. */
  private nextId(): bigint {
    this.counter = (this.counter + 1n) % 1_000_000n;
    return BigInt(Date.now()) * 1_000_000n + this.counter;
  }
}

function toEvent(m: StoredMessage): { topic: string; message: string; publishedAt: number; tag: number; attestation?: string } {
  return { topic: m.topic, message: m.message, publishedAt: m.publishedAt, tag: m.tag, ...(m.attestation ? { attestation: m.attestation } : {}) };
}
