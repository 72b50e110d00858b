/** The sandbox mailbox: every email the secure site "sends" (one-time codes, device links) lands here,
 * readable at GET /mailbox (people) and GET /mailbox.json?email= (tests). */
import { randomUUID } from 'node:crypto';

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** the one-time code, when the mail carries one */
  code?: string;
  /** the link to follow, when the mail carries one (device approval) */
  link?: string;
  at: string;
}

const MAX_MAILS = 1_000;

export class Mailbox {
  private readonly mails: Mail[] = [];

  send(mail: Omit<Mail, 'id' | 'at'>): Mail {
    const entry: Mail = { ...mail, to: mail.to.trim().toLowerCase(), id: randomUUID(), at: new Date().toISOString() };
    this.mails.unshift(entry);
    this.mails.length = Math.min(this.mails.length, MAX_MAILS);
    return entry;
  }

  /** newest first; only `email`'s when given (case-insensitive) */
  list(email?: string): Mail[] {
    const wanted = email?.trim().toLowerCase();
    return wanted ? this.mails.filter((m) => m.to === wanted) : [...this.mails];
  }
}
