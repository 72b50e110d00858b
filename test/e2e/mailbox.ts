/** The sandbox secure site's mailbox (one-time codes, device links), read the way every e2e login reads it. */

export interface Mail {
  to: string;
  subject: string;
  code?: string;
  link?: string;
}

/** Every mail to `email`, newest first. */
export async function mailsTo(secureSite: string | undefined, email: string): Promise<Mail[]> {
  if (!secureSite) throw new Error('This sandbox describes no secure site, so it has no mailbox');
  const res = await fetch(`${secureSite}/mailbox.json?email=${encodeURIComponent(email)}`);
  return ((await res.json()) as { messages: Mail[] }).messages;
}

/**
 * Waits for a mail to `email` that `pick` accepts and that was not there before (the `seen` oldest are skipped):
 * the frame mails once the visitor has asked, so this asks the mailbox again until the mail is in (the test's own
 * timeout bounds it).
 */
export async function nextMail(secureSite: string | undefined, email: string, { seen = 0, pick = (m: Mail) => !!m.code } = {}): Promise<Mail> {
  for (;;) {
    const list = await mailsTo(secureSite, email);
    const fresh = list.slice(0, list.length - seen).find(pick);
    if (fresh) return fresh;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The one-time code of the next mail to `email` (after the `seen` already there). */
export async function nextCode(secureSite: string | undefined, email: string, seen = 0): Promise<string> {
  return (await nextMail(secureSite, email, { seen })).code!;
}
