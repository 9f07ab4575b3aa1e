// The peer: the loan-detail screen as a typical React SPA would build it (react-router 7 data
// router with a lazy route, antd-mobile by deep imports). A dev-only bench fixture, never part
// of our build; bench/peer/build.ts bundles it the way build.ts bundles ours.
import 'antd-mobile/es/global';
import './peer.css';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

const router = createBrowserRouter([
  {
    path: '/loan/:id',
    lazy: () => import('./loan-detail'),
    hydrateFallbackElement: <p className="peer-state">加载中…</p>,
  },
  { path: '*', element: <p className="peer-state">页面不存在</p> },
]);

createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
