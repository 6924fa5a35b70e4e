import { PERMISSIONS, type UserPermissions } from '@patron/contracts';

/** docs/product.md#roles-and-permissions: managers may impersonate a patron; players hold no permission. */
export function permissionsFor(role: 'player' | 'manager'): UserPermissions {
  if (role === 'manager')
    return { permissions: [PERMISSIONS.impersonate], isAdmin: false, isSuperUser: false };
  return { permissions: [], isAdmin: false, isSuperUser: false };
}
