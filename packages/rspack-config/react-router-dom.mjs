// What the apps use of react-router-dom: the module every app shares under that name (shared-imports.js), so
// only these names and what they need ship. shared-imports.test.js fails when an app imports a name that
// is missing here. Imported by its file, not as 'react-router-dom': that name is the shared module itself.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom/dist/index.js';
