/**
 * The React-alone baseline for "click → dialog painted": a button that renders a small dialog with React 19,
 * nothing else. Built and served by bench/reactAlone.ts, measured with the same clock as the demo pages.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect (React alone)
      </button>
      {open ? (
        <div role="dialog" aria-modal="true" aria-labelledby="title">
          <h2 id="title">Connect a wallet</h2>
          <ul>
            {['Wallet A', 'Wallet B', 'Wallet C'].map((name) => (
              <li key={name}>
                <button type="button">{name}</button>
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      ) : null}
    </>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
