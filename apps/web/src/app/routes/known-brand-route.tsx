import { BRANDS } from '@patron/contracts';
import { Navigate, Outlet, useParams } from 'react-router';
import { paths } from '../../shared/config/paths';

const KNOWN_BRANDS: ReadonlySet<string> = new Set(BRANDS);

/**
 * `{layout}/home/:brand` takes any segment (one route per brand made the router build and
 * rank nine copies of every home screen on each load); a segment that is no brand goes to '/', as
 * the catch-all route sent it before, whether or not the player is signed in. Paths match without
 * regard to case, as the router's static routes did.
 */
export function KnownBrandRoute() {
  const { brand } = useParams();
  if (brand !== undefined && !KNOWN_BRANDS.has(brand.toLowerCase()))
    return <Navigate to={paths.root.getHref()} replace />;
  return <Outlet />;
}
