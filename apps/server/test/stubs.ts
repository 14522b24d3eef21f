/**
 * A stand-in for a repository or port in a service unit test: only the methods the test gives
 * exist; calling any other one fails the test with its name, so a stub never answers silently.
 */
export function stub<T extends object>(methods: Partial<T>): T {
  return new Proxy(methods, {
    get(target, property, receiver) {
      if (property in target || typeof property === 'symbol' || property === 'then') {
        return Reflect.get(target, property, receiver);
      }
      return () => {
        throw new Error(`stub: ${String(property)} was called but not stubbed`);
      };
    },
  }) as T;
}
