/** GET /mailbox: the sandbox's inbox for people — every code and device link the site sent, newest first. */
import type { Mail } from '../mailbox';
import { escapeHtml, page } from './layout';

const STYLE = `
  main { max-width: 720px; }
  article { border: 1px solid color-mix(in srgb, CanvasText 15%, transparent); border-radius: 14px; padding: 14px 16px; margin: 12px 0; }
  article h2 { font-size: 1rem; margin: 0 0 4px; } .meta { font-size: .8rem; opacity: .7; margin-bottom: 8px; }
  .code { font: 700 1.4rem ui-monospace, monospace; letter-spacing: .2em; }
  form { display: flex; gap: 8px; align-items: end; } form label { margin: 0; } form button { margin: 0; }
`;

function mailHtml(mail: Mail): string {
  const code = mail.code ? `<p>Code: <span class="code" data-code="${escapeHtml(mail.code)}">${escapeHtml(mail.code)}</span></p>` : '';
  const link = mail.link ? `<p><a href="${escapeHtml(mail.link)}">Approve this device</a></p>` : '';
  return `<article aria-labelledby="m-${escapeHtml(mail.id)}">
  <h2 id="m-${escapeHtml(mail.id)}">${escapeHtml(mail.subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.to)} · <time datetime="${escapeHtml(mail.at)}">${escapeHtml(mail.at)}</time></p>
  <p>${escapeHtml(mail.text)}</p>${code}${link}
</article>`;
}

export function mailboxPage(mails: Mail[], email?: string): string {
  const list = mails.length
    ? `<section aria-label="Messages">${mails.map(mailHtml).join('\n')}</section>`
    : `<p role="status">No mail${email ? ` for ${escapeHtml(email)}` : ''} yet.</p>`;
  return page(
    'Sandbox mailbox',
    `<h1>Sandbox mailbox</h1>
<p>One-time codes and device links the WalletGate secure frame sends. Nothing leaves this machine.</p>
<form method="get" action="/mailbox" role="search">
  <div><label for="email">Show mail for</label><input id="email" name="email" type="email" value="${escapeHtml(email ?? '')}"></div>
  <button type="submit">Show</button>
</form>
<p><a href="/mailbox${email ? `?email=${encodeURIComponent(email)}` : ''}">Refresh</a></p>
${list}`,
    STYLE,
  );
}
