/**
 * What the page shares as `react-router-dom`: the router API the apps use, and nothing else.
 *
 * A shared module cannot be tree-shaken: its provider must hold every export any app might
 * ask for. The whole package would weigh on the shell's start-up chunk; this surface is the part
 * the apps import (decision 16). One module, built into every app's provider, so the router's
 * contexts are still one per page.
 *
 * An app that needs another export adds it here, and the shell must be deployed with it before
 * a remote that uses it: a remote takes the shell's copy, and a name the shell's copy lacks is
 * undefined there. Each federated build fails on an import this module does not export.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
