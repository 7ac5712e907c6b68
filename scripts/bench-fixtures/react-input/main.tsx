// The bench's reference React page: one controlled input, rendered on the client only.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

function OneInput() {
  const [value, setValue] = useState('');
  // What the bench waits for, as on the app's pages.
  useEffect(() => document.documentElement.setAttribute('data-app-ready', ''), []);
  return (
    <main>
      <h1>One input</h1>
      <label htmlFor="field">Name</label>
      <input id="field" autoComplete="off" value={value} onChange={(e) => setValue(e.target.value)} />
    </main>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <OneInput />
    </StrictMode>,
  );
