import '../styles/global.css';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { createRoutes } from './app/routes';
import { createAppRuntime } from './app/runtime';

const runtime = createAppRuntime();
const router = createBrowserRouter(createRoutes());
runtime.setNavigate((to) => void router.navigate(to));

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');
createRoot(container).render(<AppRoot runtime={runtime} router={router} />);
