export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// Our pages carry no script at all; the CSP makes sure nothing injected could run either.
export const DEV_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f6;color:#1b1b1f}
main{max-width:22rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px #0003}
h1{font-size:1.4rem;margin-top:0}label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{box-sizing:border-box;width:100%;padding:.6rem;font-size:1rem;border:1px solid #6b6b76;border-radius:.25rem}
button{margin-top:1rem;width:100%;padding:.7rem;font-size:1rem;border:0;border-radius:.25rem;background:#1f4fd1;color:#fff;cursor:pointer}
button.secondary{background:#e4e4ea;color:#1b1b1f}
:focus-visible{outline:3px solid #e08a00;outline-offset:2px}[role=alert]{color:#a4001d;font-weight:600}`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

export function loginPage({
  action,
  login,
  error,
}: {
  action: string;
  login?: string;
  error?: string;
}): string {
  const alert = error ? `<p role="alert" id="login-error">${escapeHtml(error)}</p>` : '';
  const described = error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  return page(
    'Sign in — Okta (dev)',
    `<h1>Sign in</h1>${alert}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" required autofocus value="${escapeHtml(login ?? '')}"${described}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}>
<button type="submit">Sign in</button>
</form>`,
  );
}

/** oidc-provider hands us its own hidden form (id op.logoutForm) carrying the xsrf secret. */
export function logoutPage(providerForm: string): string {
  return page(
    'Sign out — Okta (dev)',
    `<h1>Sign out of the identity provider?</h1>${providerForm}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<button type="submit" form="op.logoutForm" class="secondary">Stay signed in</button>`,
  );
}

export function signedOutPage(): string {
  return page('Signed out — Okta (dev)', '<h1>You are signed out</h1>');
}

export function errorPage(error: string, description?: string): string {
  const detail = description ? `<p>${escapeHtml(description)}</p>` : '';
  return page(
    'Sign-in error — Okta (dev)',
    `<h1>Something went wrong</h1><p role="alert">${escapeHtml(error)}</p>${detail}`,
  );
}
