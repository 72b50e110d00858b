/** The sandbox "Sign in with Farcaster" page the widget's QR code points to. */
import { escapeHtml, page } from './layout';

export function farcasterPage(opts: { channel: string; error?: string }): string {
  const error = opts.error ? `<p class="error" role="alert" id="username-error">${escapeHtml(opts.error)}</p>` : '';
  return page(
    'Sign in with Farcaster (sandbox)',
    `<h1>Sign in with Farcaster</h1>
<p>A site asks to sign you in with your Farcaster account. This page stands in for the Farcaster app in the local sandbox.</p>
<form method="post" action="/farcaster">
  <input type="hidden" name="channel" value="${escapeHtml(opts.channel)}">
  <label for="username">Farcaster username</label>
  <input id="username" name="username" required maxlength="64" value="sandbox-farcaster"${opts.error ? ' aria-invalid="true" aria-describedby="username-error"' : ''}>
  ${error}
  <button type="submit">Approve sign-in</button>
</form>`,
  );
}

export function farcasterDonePage(userName: string): string {
  return page('Signed in', `<h1>Sign-in approved</h1><p role="status">Signed in as @${escapeHtml(userName)}. You can go back to the site.</p>`);
}

export function farcasterExpiredPage(): string {
  return page('Sign-in expired', '<h1>This sign-in request is invalid or has expired</h1><p>Start the Farcaster sign-in again from the site.</p>');
}
