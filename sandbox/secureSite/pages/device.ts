import { escapeHtml, page } from './layout';

/** What the mailed device-approval link shows. */
export function devicePage(result: { ok: true; email: string } | { ok: false }): string {
  if (!result.ok) {
    return page('Link expired', `<h1>This link is invalid or has expired</h1><p>Start the sign-in again to get a new one.</p>`);
  }
  return page(
    'Device approved',
    `<h1>Device approved</h1><p role="status">The new device can now sign in to ${escapeHtml(result.email)}. A sign-in code was sent to your mailbox.</p>`,
  );
}
