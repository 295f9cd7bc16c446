import './federation/host-runtime';
import './styles.css';
import { createRoot } from 'react-dom/client';
import { configureApi } from 'shared-api/http';
import { createAppQueryClient } from 'shared-api/query-client';
import { App } from './app/app';
import { preloadScreen } from './app/preload-screen';
import { registerAppRemotes } from './federation/remote-modules';
import { fetchRuntimeConfig } from './federation/runtime-config';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

fetchRuntimeConfig()
  .then((config) => {
    configureApi({ baseURL: config.apiBaseUrl });
    registerAppRemotes(config.remotes);
    const queryClient = createAppQueryClient();
    preloadScreen(window.location, queryClient);
    root.render(<App config={config} queryClient={queryClient} />);
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(
      <p role="alert" style={{ padding: 32 }}>
        The site could not start: its configuration did not load. Please reload the page.
      </p>,
    );
  });
