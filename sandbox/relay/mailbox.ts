/** The relay's per-topic mailbox: messages live until their TTL ends, so a client that subscribes late
 * (the wallet, after the dapp published its proposal) still gets them. Memory stays bounded: a cap per
 * topic (oldest dropped first), a cap on topics, and expired messages swept on every access. */
import { createHash } from 'node:crypto';

export interface StoredMessage {
  /** content hash: the same message published twice is stored once */
  key: string;
  topic: string;
  message: string;
  /** ms since epoch, what subscribers see as `publishedAt` */
  publishedAt: number;
  expiresAt: number;
  tag: number;
  attestation?: string;
  /** the publishing client never receives its own message back */
  publisher: string;
  /** clients that acknowledged it: delivered at most once per subscriber */
  ackedBy: Set<string>;
}

export interface MailboxLimits {
  messagesPerTopic: number;
  topics: number;
  /** TTL ceiling in seconds (clients ask for up to 30 days) */
  maxTtlSeconds: number;
}

export const DEFAULT_MAILBOX_LIMITS: MailboxLimits = { messagesPerTopic: 100, topics: 10_000, maxTtlSeconds: 30 * 24 * 3600 };

export interface PublishInput {
  topic: string;
  message: string;
  ttlSeconds: number;
  tag?: number;
  attestation?: string;
  publisher: string;
}

export class Mailbox {
  private readonly topics = new Map<string, StoredMessage[]>();

  constructor(
    private readonly now: () => number,
    private readonly limits: MailboxLimits = DEFAULT_MAILBOX_LIMITS,
  ) {}

  /** Stores the message; returns it, or the already stored copy (`fresh: false`) for a duplicate. */
  put(input: PublishInput): { stored: StoredMessage; fresh: boolean } {
    const list = this.live(input.topic);
    const key = createHash('sha256').update(input.topic).update('\0').update(input.message).digest('hex');
    const existing = list.find((m) => m.key === key);
    if (existing) return { stored: existing, fresh: false };
    const now = this.now();
    const ttl = Math.min(Math.max(0, input.ttlSeconds), this.limits.maxTtlSeconds);
    const stored: StoredMessage = {
      key,
      topic: input.topic,
      message: input.message,
      publishedAt: now,
      expiresAt: now + ttl * 1000,
      tag: input.tag ?? 0,
      ...(input.attestation ? { attestation: input.attestation } : {}),
      publisher: input.publisher,
      ackedBy: new Set(),
    };
    list.push(stored);
    if (list.length > this.limits.messagesPerTopic) list.splice(0, list.length - this.limits.messagesPerTopic);
    this.topics.delete(input.topic); // re-insert: the Map's order is least recently written first
    this.topics.set(input.topic, list);
    while (this.topics.size > this.limits.topics) {
      const oldest = this.topics.keys().next().value;
      if (oldest === undefined) break;
      this.topics.delete(oldest);
    }
    return { stored, fresh: true };
  }

  /** Unexpired messages on a topic, oldest first. */
  messages(topic: string): StoredMessage[] {
    return [...this.live(topic)];
  }

  find(topic: string, key: string): StoredMessage | undefined {
    return this.live(topic).find((m) => m.key === key);
  }

  /** Drops every expired message (and emptied topics). */
  sweep(): void {
    for (const topic of [...this.topics.keys()]) this.live(topic);
  }

  get size(): { topics: number; messages: number } {
    let messages = 0;
    for (const list of this.topics.values()) messages += list.length;
    return { topics: this.topics.size, messages };
  }

  private live(topic: string): StoredMessage[] {
    const list = this.topics.get(topic);
    if (!list) return [];
    const now = this.now();
    const kept = list.filter((m) => m.expiresAt > now);
    if (kept.length === 0) {
      this.topics.delete(topic);
      return [];
    }
    if (kept.length !== list.length) this.topics.set(topic, kept);
    return kept;
  }
}
