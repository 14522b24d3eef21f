export function AdminDashboardRoute() {
  return null;
}
