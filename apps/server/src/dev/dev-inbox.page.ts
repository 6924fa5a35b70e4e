import type { DeliveredMessage } from '../modules/messages/outbox.repository';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function item(m: DeliveredMessage): string {
  const subject = m.subject ? `<p class="subject">${escapeHtml(m.subject)}</p>` : '';
  return `<li>
  <p class="meta"><span class="channel">${m.channel === 'sms' ? 'SMS' : 'E-mail'}</span>
    to <strong>${escapeHtml(m.to)}</strong> · ${escapeHtml(m.brand)} ·
    <time datetime="${m.sentAt.toISOString()}">${m.sentAt.toISOString()}</time></p>
  ${subject}<pre>${escapeHtml(m.body)}</pre>
</li>`;
}

/** The dev inbox for a person: every message the dev gateways kept, newest first. */
export function devInboxPage(messages: DeliveredMessage[]): string {
  const list = messages.length
    ? `<ol>${messages.map(item).join('\n')}</ol>`
    : '<p>No messages yet. Send a reward by SMS or e-mail from the portal and reload.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Dev inbox — Patron Portal</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1rem; color: #1f2937; }
.notice { background: #fef3c7; border: 1px solid #b45309; padding: .75rem; border-radius: .5rem; }
ol { list-style: none; padding: 0; }
li { border: 1px solid #d1d5db; border-radius: .5rem; padding: .75rem; margin: .75rem 0; }
.meta { margin: 0; color: #374151; }
.channel { font-weight: 700; }
.subject { font-weight: 600; margin: .5rem 0 0; }
pre { white-space: pre-wrap; font: inherit; margin: .5rem 0 0; }
</style>
</head>
<body>
<main>
<h1>Dev inbox</h1>
<p class="notice" role="note">Development only: this inbox shows the SMS and e-mail that the bundled dev
gateways received instead of a real provider. It does not exist in production.</p>
<p>${messages.length} message${messages.length === 1 ? '' : 's'}, newest first.
Ask with <code>Accept: application/json</code> for JSON.</p>
${list}
</main>
</body>
</html>
`;
}
