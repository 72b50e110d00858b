/** The sandbox stand-in for a social provider's sign-in page (SPEC §1 social logins). */
import type { FrameSocialProvider } from '../../../src/core/frame';
import { escapeHtml, page } from './layout';

const PROVIDER_NAMES: Record<FrameSocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
};

export function socialSignInPage(opts: { provider: FrameSocialProvider; state: string; returnTo: string; error?: string; name?: string }): string {
  const provider = PROVIDER_NAMES[opts.provider];
  const error = opts.error ? `<p class="error" role="alert" id="name-error">${escapeHtml(opts.error)}</p>` : '';
  return page(
    `Sign in with ${provider} (sandbox)`,
    `<h1>Sign in with ${escapeHtml(provider)}</h1>
<p>This page stands in for ${escapeHtml(provider)} in the local sandbox. After you continue you go back to <strong>${escapeHtml(opts.returnTo)}</strong>.</p>
<form method="post" action="/social/${escapeHtml(opts.provider)}">
  <input type="hidden" name="state" value="${escapeHtml(opts.state)}">
  <label for="name">Sign in as</label>
  <input id="name" name="name" autocomplete="username" required maxlength="64" value="${escapeHtml(opts.name ?? '')}"${opts.error ? ' aria-invalid="true" aria-describedby="name-error"' : ''}>
  ${error}
  <button type="submit">Continue</button>
</form>`,
  );
}

export function socialExpiredPage(): string {
  return page('Sign-in expired', '<h1>This sign-in request is invalid or has expired</h1><p>Start the social sign-in again from the site.</p>');
}
