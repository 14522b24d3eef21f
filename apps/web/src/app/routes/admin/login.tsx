export function AdminLoginRoute() {
  return null;
}
