// Issue 14: the router every app shares, as ONE singleton under the share key
// 'react-router-dom' (tooling/shared-router.cjs). A shared module cannot be tree-shaken by one
// build that does not know what the others use, so sharing the package whole made every page
// run all of react-router 7 (191 KB minified: the data routers, SSR, RSC, Form, fetchers…).
// This file is what is shared instead: the declarative API only, and webpack drops the rest of
// react-router inside this one shared module (its package.json says `sideEffects: false`).
//
// The apps keep writing `import { Link } from 'react-router-dom'`. An app that imports a name
// this list does not have FAILS ITS BUILD (tooling/shared-router.cjs, SharedRouterCheck), it
// never gets `undefined` at run time. To use a new router export: add it here. This file is
// versioned with the platform: the shell provides the router every remote on the page uses, so
// a remote that needs the new name and the shell are deployed together (like the federation
// runtime, README "One federation runtime per page"). Cost of each name, minified, measured
// apart (README "Fifth round: the router's exports"): the apps' twelve 40.9 KB together; each
// extra hook below 0.02–0.2 KB, generatePath 0.7 KB. Not here on purpose: the data routers
// (createBrowserRouter, RouterProvider, loaders, Form, useFetcher, useBlocker, which needs a
// data router): the apps do not use them, and they are most of the 191 KB.
//
// Jest does not build through webpack: unit tests import the real react-router-dom.
export {
  // Routers and routes (what the apps use)
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Link,
  NavLink,
  Outlet,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  // The rest of the declarative API, cheap: a remote may use them without a platform release.
  Router,
  useRoutes,
  createRoutesFromChildren,
  createRoutesFromElements,
  useHref,
  useMatch,
  useResolvedPath,
  useNavigationType,
  NavigationType,
  useOutlet,
  useOutletContext,
  useInRouterContext,
  useLinkClickHandler,
  useBeforeUnload,
  generatePath,
  matchPath,
  matchRoutes,
  resolvePath,
  createPath,
  parsePath,
  createSearchParams,
} from 'react-router';
