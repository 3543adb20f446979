// Placeholder entry so the build pipeline can bundle something; the runtime helper replaces it.
import { CONFIG_ELEMENT_ID } from './config/embed-config';

const el = document.getElementById(CONFIG_ELEMENT_ID);
document.body.insertAdjacentHTML('beforeend', `<p>${el ? 'config found' : 'no config'}</p>`);
