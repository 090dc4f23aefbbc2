// The sales bench's peer: a bare React 19 + react-router page (client-rendered, system fonts, no
// CSS framework) with a hero of the same words as the landing page, so its Lighthouse figures show
// what the sales pages should at least match.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

function Home() {
  return (
    <main
      style={{ maxWidth: 960, margin: '0 auto', padding: '24px 20px', fontFamily: 'system-ui, sans-serif' }}
    >
      <h1 style={{ fontSize: 36, lineHeight: 1.25 }}>Multiplication and division that feel like play</h1>
      <p style={{ fontSize: 18, lineHeight: 1.6 }}>
        The MathPop Fun Pack turns times tables, sharing and factors into 15+ bright, visual games and
        activities. Your child learns while playing — and gains the confidence to say “I can do this!”
      </p>
      <button type="button" style={{ fontSize: 20, padding: '12px 32px', borderRadius: 999 }}>
        Get the Fun Pack — $9
      </button>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Home /> }]);
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
