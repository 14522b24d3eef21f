import { Outlet } from 'react-router';

/**
 * Layout without header and footer (admin, player portal, PickleZone). Pages rendered in it own
 * their landmarks: each renders exactly one `<main id="main-content">`.
 */
export function BareLayout() {
  return (
    <div className="min-h-dvh">
      <Outlet />
    </div>
  );
}
