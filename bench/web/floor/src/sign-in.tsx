import { useState } from 'react';

function SignIn() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  return (
    <main style={{ maxWidth: 360, margin: '2rem auto', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Sign in</h1>
      <form onSubmit={(event) => event.preventDefault()}>
        <label>
          Username
          <input value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" />
        </label>
        <label>
          Password
          <input
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
          />
        </label>
        <button type="submit">Sign in</button>
      </form>
    </main>
  );
}

export { SignIn as Component };
