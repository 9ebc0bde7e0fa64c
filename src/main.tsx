import { render } from 'solid-js/web';
import { checkIosHint } from './pwa/install-hint';
import { registerServiceWorker } from './pwa/sw-bridge';
import { loadSearchIndexWhenIdle } from './state/search';
import { App } from './ui/App';
import './ui/styles.css';
import './ui/controls/controls.css';

const root = document.getElementById('root');
if (root) render(() => <App />, root);
registerServiceWorker();
checkIosHint();
loadSearchIndexWhenIdle();
