import { start } from './bootstrap';
import { registerServiceWorker } from './serviceWorker';

void start({ container: document.getElementById('root')! }).then(registerServiceWorker);
