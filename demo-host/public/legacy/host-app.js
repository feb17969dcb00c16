// The legacy host's own module code: it imports `react` through the host's import map and
// marks the page with what it got, so a test sees both maps resolve side by side.
import { version } from 'react';

document.documentElement.setAttribute('data-host-react', version);
