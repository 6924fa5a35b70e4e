/**
 * The signed-in layouts and their screens (docs/product.md#screens-and-routes "Children of every layout"),
 * loaded lazily.
 */
export { LayoutShell } from '../layouts/layout-shell';
export { SettingsScreen } from '../../features/settings/components/settings-screen';
export { QueryProvider } from '../../shared/query/query-provider';
export { layoutChildren } from './layout-routes';
