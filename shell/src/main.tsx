// Here, not in boot.tsx: the stylesheet is in index.html, styling the frame before any script.
import './styles.css';
import { afterFirstPaint } from './start-up/after-first-paint';

/**
 * The page the server sent already shows its frame and, on most pages, its content (its first
 * paint): the shell's 150 KB of script is evaluated only after the browser has painted it, so
 * that a slow phone does not hold that paint back to evaluate code it does not need for it. The
 * code itself downloads meanwhile (modulepreload links, build/start-up-scripts.ts).
 */
afterFirstPaint()
  .then(() => import('./boot'))
  .catch((error: unknown) => {
    console.error(error);
    const alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    alert.style.padding = '32px';
    alert.textContent = 'The site could not start. Please reload the page.';
    document.body.prepend(alert);
  });
